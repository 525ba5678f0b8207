import { formatMoney } from './format-money';

/** Why a typed amount is refused; the screen words it (wallet namespace, `amount.*`). */
export type AmountProblem =
  | { code: 'required' }
  | { code: 'number' }
  | { code: 'decimals' }
  | { code: 'min'; limit: number }
  | { code: 'max'; limit: number }
  | { code: 'balance'; limit: number };

export interface AmountLimits {
  min: number;
  max: number;
  /** What the member has (withdraw): above it is refused before the limits' max. */
  available?: number;
}

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * Checks an amount as typed (deposit and withdraw forms): required, a plain number, at most 2
 * decimals, within the limits. Returns the amount in major units, or the first problem.
 */
export function checkAmount(
  text: string,
  limits: AmountLimits,
): { amount: number; problem: null } | { amount: null; problem: AmountProblem } {
  const typed = text.trim();
  const refuse = (problem: AmountProblem) => ({ amount: null, problem });
  if (typed === '') return refuse({ code: 'required' });
  if (!PLAIN_NUMBER.test(typed)) return refuse({ code: 'number' });
  if ((typed.split('.')[1] ?? '').length > 2) return refuse({ code: 'decimals' });
  const amount = Number(typed);
  if (amount < limits.min || amount <= 0) return refuse({ code: 'min', limit: limits.min });
  if (limits.available !== undefined && amount > limits.available)
    return refuse({ code: 'balance', limit: limits.available });
  if (amount > limits.max) return refuse({ code: 'max', limit: limits.max });
  return { amount, problem: null };
}

/**
 * The fee the platform keeps, as the server counts it: amount × percent / 100 rounded to the
 * cent, plus the fixed part. Counted in cents so that 0.1 + 0.2 never shows 0.30000000000000004.
 */
export function feeOf(amount: number, feePercent: number, feeFixed: number): number {
  const cents = Math.round(amount * 100);
  const basisPoints = Math.round(feePercent * 100);
  return (Math.round((cents * basisPoints) / 10_000) + Math.round(feeFixed * 100)) / 100;
}

/** A client-made key that makes a create call idempotent: a double tap creates one order. */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The text of a problem: its key (`amount.*` of the namespace the screen loads: wallet by
 * default) and the values it names. A screen that does not load the wallet namespace passes its
 * own, or the member reads the raw key.
 */
export function amountProblemText(
  problem: AmountProblem,
  currencySymbol: string,
  namespace = 'wallet',
): [key: string, values: Record<string, string>] {
  const key = `${namespace}:amount.${problem.code}`;
  return 'limit' in problem
    ? [key, { limit: formatMoney(problem.limit, currencySymbol) }]
    : [key, {}];
}
