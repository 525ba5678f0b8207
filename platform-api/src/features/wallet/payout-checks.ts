import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { payoutAccounts } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { breaks, hasNoMarkup, type Rule } from '../accounts/index.js';
import { isObviousPin } from '../../contract/payment-password.js';

export function refuseObviousPin(pin: string): void {
  if (isObviousPin(pin)) {
    throw new ApiError('PAYMENT_PASSWORD_WEAK', null, [
      { path: 'newPassword', messageKey: 'payment_password_weak' },
    ]);
  }
}

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase() ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * The account holder's name follows the registration's name rule (the brand's `payeeName`
 * rules, and never markup), and is the same person on every payout account of the member: the
 * first account's holder (removed ones count: they were paid to).
 */
export async function checkPayeeName(
  db: Executor,
  memberId: number,
  payeeName: string,
  nameRules: Rule[],
): Promise<void> {
  const broken = hasNoMarkup(payeeName) ? breaks(nameRules, payeeName) : 'name_format';
  if (broken) {
    throw new ApiError('NAME_FORMAT', null, [{ path: 'payeeName', messageKey: 'name_format' }]);
  }
  const [first] = await db
    .select({ payeeName: payoutAccounts.payeeName })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.memberId, memberId))
    .orderBy(asc(payoutAccounts.id))
    .limit(1);
  if (first && !sameName(first.payeeName, payeeName)) {
    throw new ApiError('PAYEE_NAME_MISMATCH', { payeeName: first.payeeName }, [
      { path: 'payeeName', messageKey: 'payee_name_mismatch' },
    ]);
  }
}

/** Other members holding the same account number (any of their accounts, removed or not). */
export async function otherHolders(
  db: Executor,
  memberId: number,
  account: { kind: 'BANK' | 'EWALLET'; accountNo: string },
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: payoutAccounts.memberId })
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.kind, account.kind),
        eq(payoutAccounts.accountNo, account.accountNo),
        ne(payoutAccounts.memberId, memberId),
      ),
    );
  return rows.map((row) => row.memberId);
}
