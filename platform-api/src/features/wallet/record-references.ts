import { sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '../../contract/wallet.js';
import { selectRows, type Db } from '../../db/database.js';

/**
 * The number a member can quote for a movement (deposit order, withdrawal, game round, mall
 * order), read from the ledger reference; null for references that are only internal keys
 * (promotion claims, red envelopes, referral rewards, adjustments).
 */
export function referenceNumberOf(reference: string): string | null {
  const [head, ...rest] = reference.split(':');
  switch (head) {
    case 'deposit':
    case 'withdraw':
    case 'mall':
    case 'redeem':
    case 'refund':
      return rest[0] ?? null;
    case 'slot':
    case 'lottery':
      // <game>:<member>:<round>:bet|win|refund: the round the member sees in the bet record.
      return rest[1] ?? null;
    default:
      return null;
  }
}

const withdrawalNoOf = (reference: string) =>
  reference.startsWith('withdraw:') ? reference.split(':')[1]! : null;
const participationOf = (reference: string) => {
  const match = /^promotion:(\d+):claim$/.exec(reference);
  return match ? Number(match[1]) : null;
};

/**
 * What the member's transaction record says besides the movement: the state of a withdrawal
 * request now (a pending and a paid one are told apart), and the promotion a bonus came from.
 */
export async function recordContext(
  db: Db,
  memberId: number,
  references: string[],
): Promise<{ withdrawals: Map<string, WithdrawalStatus>; promotions: Map<number, string> }> {
  const withdrawalNos = [...new Set(references.map(withdrawalNoOf).filter((no) => no !== null))];
  const participations = [...new Set(references.map(participationOf).filter((id) => id !== null))];
  const list = (values: Array<string | number>) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const [withdrawals, promotions] = await Promise.all([
    withdrawalNos.length === 0
      ? []
      : selectRows<{ no: string; status: WithdrawalStatus }>(
          db,
          sql`SELECT withdrawal_no AS no, status FROM withdrawals
               WHERE member_id = ${memberId} AND withdrawal_no IN (${list(withdrawalNos)})`,
        ),
    participations.length === 0
      ? []
      : selectRows<{ id: string; title: string }>(
          db,
          sql`SELECT p.id, pr.title FROM promotion_participations p
                JOIN promotions pr ON pr.id = p.promotion_id
               WHERE p.member_id = ${memberId} AND p.id IN (${list(participations)})`,
        ),
  ]);
  return {
    withdrawals: new Map(withdrawals.map((row) => [row.no, row.status])),
    promotions: new Map(promotions.map((row) => [Number(row.id), row.title])),
  };
}

export function describe(
  reference: string,
  memo: string | null,
  context: Awaited<ReturnType<typeof recordContext>>,
) {
  const withdrawalNo = withdrawalNoOf(reference);
  const participation = participationOf(reference);
  return {
    referenceNo: referenceNumberOf(reference),
    withdrawalStatus: withdrawalNo ? (context.withdrawals.get(withdrawalNo) ?? null) : null,
    // A promotion claim's memo is an internal id: the member reads the promotion's title.
    memo: participation === null ? memo : (context.promotions.get(participation) ?? null),
  };
}
