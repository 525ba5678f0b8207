import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { selectRows, type Executor } from '../../db/database.js';
import { members, payoutAccounts, withdrawals } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { route } from '../../http/route.js';
import {
  decideWithdrawal,
  recordAudit,
  toPayoutAccountDto,
  toWithdrawalDto,
} from '../wallet/index.js';
import { memberPayoutAccounts, payOutWholeBalance } from './exclusion-payout.js';
import { activeExclusion, readSettings } from './settings.js';

interface ExclusionRow {
  member_id: number;
  username: string;
  kind: 'TIMEOUT' | 'SELF_EXCLUSION';
  excluded_from: Date | string;
  excluded_until: Date | string;
  balance_minor: string | number | null;
  pending_count: string | number;
  pending_minor: string | number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Members in a time-out or self-exclusion now, the longest-running first, with their money. */
async function listExclusions(db: Executor, now: Date, pageNo: number, pageSize: number) {
  const inForce = sql`s.exclusion_kind IS NOT NULL AND s.excluded_until > ${now.toISOString()}::timestamptz`;
  const [total] = await selectRows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM rg_settings s WHERE ${inForce}`,
  );
  const rows = await selectRows<ExclusionRow>(
    db,
    sql`SELECT s.member_id, m.username, s.exclusion_kind AS kind, s.excluded_from,
               s.excluded_until, w.balance_minor,
               (SELECT count(*) FROM withdrawals d
                 WHERE d.member_id = s.member_id AND d.status = 'PENDING') AS pending_count,
               (SELECT sum(d.amount_minor) FROM withdrawals d
                 WHERE d.member_id = s.member_id AND d.status = 'PENDING') AS pending_minor
          FROM rg_settings s
          JOIN members m ON m.id = s.member_id
          LEFT JOIN wallets w ON w.member_id = s.member_id
         WHERE ${inForce}
         ORDER BY s.excluded_from, s.member_id
         LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
  );
  const list = [];
  for (const row of rows) {
    list.push({
      username: row.username,
      kind: row.kind,
      from: iso(row.excluded_from),
      until: iso(row.excluded_until),
      balance: toMajor(Number(row.balance_minor ?? 0)),
      pendingPayouts: Number(row.pending_count),
      pendingAmount: toMajor(Number(row.pending_minor ?? 0)),
      payoutAccounts: (await memberPayoutAccounts(db, row.member_id)).map(toPayoutAccountDto),
    });
  }
  const n = Number(total?.n ?? 0);
  return { list, pageNum: pageNo, totalPages: Math.ceil(n / pageSize), total: n };
}

/**
 * An operator pays out an excluded member's whole balance: a withdrawal to the chosen (or only)
 * payout account, approved at once through the ledger, audited EXCLUSION_PAYOUT. Keyed by the
 * exclusion's start, so a repeat answers the same withdrawal (duplicate) and moves nothing.
 */
async function operatorPayout(
  db: Executor,
  input: { username: string; operator: string; accountId?: number },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(eq(members.username, input.username))
      .limit(1);
    if (!member) throw new ApiError('NOT_FOUND');
    const exclusion = activeExclusion(await readSettings(tx, member.id), now);
    if (!exclusion) throw new ApiError('NOT_FOUND');
    const accounts = await memberPayoutAccounts(tx, member.id);
    const account = input.accountId ? accounts.find((a) => a.id === input.accountId) : accounts[0];
    if (!account) {
      throw new ApiError('NOT_FOUND', null, [{ path: 'accountId', messageKey: 'not_found' }]);
    }
    const requestId = `exclusion-ops:${exclusion.from.getTime()}`;
    const [earlier] = await tx
      .select({ withdrawal: withdrawals, account: payoutAccounts })
      .from(withdrawals)
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
      .where(and(eq(withdrawals.memberId, member.id), eq(withdrawals.requestId, requestId)));
    if (earlier) {
      return {
        withdrawal: toWithdrawalDto(earlier.withdrawal, earlier.account),
        memberId: member.id,
        duplicate: true,
      };
    }
    const placed = await payOutWholeBalance(tx, member.id, account, requestId, now);
    await decideWithdrawal(tx, placed.withdrawalNo, { approve: true }, now);
    await recordAudit(
      tx,
      {
        operator: input.operator,
        action: 'EXCLUSION_PAYOUT',
        target: member.username,
        detail: {
          withdrawalNo: placed.withdrawalNo,
          amount: toMajor(placed.amountMinor),
          fee: toMajor(placed.feeMinor),
          accountId: account.id,
          exclusionUntil: exclusion.until.toISOString(),
        },
      },
      now,
    );
    const [paid] = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.withdrawalNo, placed.withdrawalNo));
    return { withdrawal: toWithdrawalDto(paid!, account), memberId: member.id, duplicate: false };
  });
}

/** Operator calls of responsible gaming, registered by opsRoutes (key checked first). */
export const rgOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'GET /ops/responsible-gaming/exclusions', { onRequest: keyFirst }, async (request) =>
    ok(
      await listExclusions(
        ctx.db,
        ctx.clock.now(),
        request.query.pageNo ?? 1,
        request.query.pageSize ?? 20,
      ),
    ),
  );

  route(
    app,
    'POST /ops/responsible-gaming/exclusions/:username/payout',
    { onRequest: keyFirst },
    async (request) => {
      const result = await operatorPayout(
        ctx.db,
        { username: request.params.username, ...request.body },
        ctx.clock.now(),
      );
      const [wallet] = await selectRows<{ balance_minor: string }>(
        ctx.db,
        sql`SELECT balance_minor FROM wallets WHERE member_id = ${result.memberId}`,
      );
      return ok({
        username: request.params.username,
        withdrawal: result.withdrawal,
        balance: toMajor(Number(wallet?.balance_minor ?? 0)),
        duplicate: result.duplicate,
      });
    },
  );
};
