import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { depositOrders } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';

/**
 * Paid deposit orders of the member, but the one being credited: API.md's "first real deposit"
 * (the seed's opening funding has no order and is never one).
 */
export async function paidDepositsBefore(
  db: Executor,
  memberId: number,
  exceptOrderNo?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'PAID'),
        exceptOrderNo === undefined ? undefined : ne(depositOrders.orderNo, exceptOrderNo),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A first-deposit promotion is for members without a paid deposit: 409 FIRST_DEPOSIT_ONLY. */
export async function refuseEarlierDeposits(db: Executor, memberId: number): Promise<void> {
  const deposits = await paidDepositsBefore(db, memberId);
  if (deposits > 0) throw new ApiError('FIRST_DEPOSIT_ONLY', { deposits });
}
