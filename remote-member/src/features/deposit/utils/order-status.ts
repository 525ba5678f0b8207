import type { DepositStatus } from '@lobby/platform-api/contract';

/** The order filters of the history, in order; null is every status. */
export const ORDER_FILTERS: ReadonlyArray<DepositStatus | null> = [
  null,
  'PENDING',
  'PAID',
  'FAILED',
  'EXPIRED',
  'HELD',
  'REFUNDED',
];

/** The key of a status in the wallet namespace, and the tone its badge takes. */
export function statusKey(status: DepositStatus): string {
  return `status.${status.toLowerCase()}`;
}
