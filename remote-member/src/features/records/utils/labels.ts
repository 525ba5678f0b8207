import type { BetStatus, TransactionType } from '@lobby/platform-api/contract';

// The filter chips in display order. Typed by the contract's unions: a type or status the
// contract adds fails typecheck here until it gets a chip and a text.
const TYPE_ORDER: Record<TransactionType, number> = {
  DEPOSIT: 0,
  WITHDRAWAL: 1,
  BET: 2,
  PAYOUT: 3,
  BONUS: 4,
  REBATE: 5,
  ADJUSTMENT: 6,
};
export const TRANSACTION_TYPES = (Object.keys(TYPE_ORDER) as TransactionType[]).sort(
  (a, b) => TYPE_ORDER[a] - TYPE_ORDER[b],
);

const STATUS_ORDER: Record<BetStatus, number> = { OPEN: 0, SETTLED: 1, CANCELLED: 2 };
export const BET_STATUSES = (Object.keys(STATUS_ORDER) as BetStatus[]).sort(
  (a, b) => STATUS_ORDER[a] - STATUS_ORDER[b],
);

/** The types query of a selection: in the contract's order, comma separated; none = every type. */
export function typesQuery(selected: readonly string[]): string | undefined {
  if (selected.length === 0 || selected.length === TRANSACTION_TYPES.length) return undefined;
  return TRANSACTION_TYPES.filter((type) => selected.includes(type)).join(',');
}
