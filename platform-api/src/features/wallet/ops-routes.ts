import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { members, opsAudit } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import {
  decideHeldOrder,
  expireDue,
  lockOrder,
  opsOrders,
  settleLockedOrder,
} from './deposit-service.js';
import { ensureWallet, postMemberMovement } from './ledger.js';
import { recordAudit } from './ops-audit.js';
import { reconcile } from './reconcile.js';
import { decideWithdrawal, opsWithdrawals } from './withdraw-service.js';
import { getBrand } from '../system/index.js';
import { route } from '../../http/route.js';

const reasonRequired = () =>
  new ApiError('INVALID_INPUT', null, [{ path: 'reason', messageKey: 'invalid_input' }]);

/**
 * Operator calls of the wallet, registered by opsRoutes (so only with OPERATOR_KEY, and the key
 * is checked before the input). Each action is written to ops_audit in the same transaction.
 */
export const walletOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'GET /ops/deposits', { onRequest: keyFirst }, async (request) =>
    ok(await opsOrders(ctx.db, ctx.clock.now(), request.query.status)),
  );

  const decideDeposit = (confirm: boolean) => async (request: FastifyRequest) => {
    const { orderNo } = request.params as { orderNo: string };
    const body = request.body as { operator: string; reason?: string };
    if (!confirm && !body.reason) throw reasonRequired();
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderNo);
      if (!order) throw new ApiError('NOT_FOUND');
      const result = await settleLockedOrder(
        tx,
        order,
        { status: confirm ? 'PAID' : 'FAILED', reason: body.reason },
        now,
      );
      if (!result.changed || result.status === 'EXPIRED') {
        throw new ApiError('ORDER_STATE', { status: result.status });
      }
      await recordAudit(
        tx,
        {
          operator: body.operator,
          action: confirm ? 'DEPOSIT_CONFIRM' : 'DEPOSIT_REJECT',
          target: orderNo,
          reason: body.reason,
          detail: { amount: toMajor(order.amountMinor) },
        },
        now,
      );
    });
    await expireDue(ctx.db, now);
    const [order] = await opsOrders(ctx.db, now, undefined, orderNo);
    return ok(order!);
  };

  for (const [key, confirm] of [
    ['POST /ops/deposits/:orderNo/confirm', true],
    ['POST /ops/deposits/:orderNo/reject', false],
  ] as const) {
    route(app, key, { onRequest: keyFirst }, decideDeposit(confirm));
  }

  // A HELD deposit (paid while the member was excluded or over a deposit limit): release it to
  // the member's balance or refund it to the provider; the reason is required for both.
  for (const [key, decision] of [
    ['POST /ops/deposits/:orderNo/release', 'release'],
    ['POST /ops/deposits/:orderNo/refund', 'refund'],
  ] as const) {
    route(app, key, { onRequest: keyFirst }, async (request) => {
      const { orderNo } = request.params;
      const { operator, reason } = request.body;
      if (!reason) throw reasonRequired();
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNo);
        if (!order) throw new ApiError('NOT_FOUND');
        await decideHeldOrder(tx, order, decision, now);
        await recordAudit(
          tx,
          {
            operator,
            action: decision === 'release' ? 'DEPOSIT_RELEASE' : 'DEPOSIT_REFUND',
            target: orderNo,
            reason,
            detail: { amount: toMajor(order.amountMinor), holdReason: order.holdReason },
          },
          now,
        );
      });
      const [order] = await opsOrders(ctx.db, now, undefined, orderNo);
      return ok(order!);
    });
  }

  route(app, 'GET /ops/withdrawals', { onRequest: keyFirst }, async (request) =>
    ok(await opsWithdrawals(ctx.db, request.query.status)),
  );

  for (const [key, approve] of [
    ['POST /ops/withdrawals/:withdrawalNo/approve', true],
    ['POST /ops/withdrawals/:withdrawalNo/reject', false],
  ] as const) {
    route(app, key, { onRequest: keyFirst }, async (request) => {
      const { withdrawalNo } = request.params;
      const { operator, reason } = request.body;
      if (!approve && !reason) throw reasonRequired();
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await decideWithdrawal(tx, withdrawalNo, { approve, reason }, now);
        await recordAudit(
          tx,
          {
            operator,
            action: approve ? 'WITHDRAWAL_APPROVE' : 'WITHDRAWAL_REJECT',
            target: withdrawalNo,
            reason,
          },
          now,
        );
      });
      const [row] = await opsWithdrawals(ctx.db, undefined, withdrawalNo);
      return ok(row!);
    });
  }

  route(app, 'POST /ops/adjustments', { onRequest: keyFirst }, async (request) => {
    const body = request.body;
    const now = ctx.clock.now();
    const [member] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, body.username))
      .limit(1);
    if (!member) throw new ApiError('NOT_FOUND');
    const brand = await getBrand(ctx);
    const wallet = await ensureWallet(ctx.db, member.id, brand.currencyCode);
    const result = await ctx.db.transaction(async (tx) => {
      const posted = await postMemberMovement(tx, {
        walletId: wallet.id,
        kind: 'ADJUSTMENT',
        counter: 'adjustment',
        amountMinor: body.amount,
        reference: `adjust:${body.reference}`,
        memo: body.reason,
        at: now,
      });
      if (!posted.duplicate) {
        await recordAudit(
          tx,
          {
            operator: body.operator,
            action: 'ADJUSTMENT',
            target: body.username,
            reason: body.reason,
            detail: { amount: toMajor(body.amount), reference: body.reference },
          },
          now,
        );
      }
      return posted;
    });
    return ok({
      reference: body.reference,
      username: body.username,
      amount: toMajor(body.amount),
      balance: toMajor(result.balanceAfter),
      duplicate: result.duplicate,
    });
  });

  route(app, 'GET /ops/audit', { onRequest: keyFirst }, async (request) => {
    const rows = await ctx.db
      .select()
      .from(opsAudit)
      .orderBy(desc(opsAudit.id))
      .limit(request.query.limit ?? 100);
    return ok(
      rows.map((row) => ({
        id: row.id,
        operator: row.operator,
        action: row.action,
        target: row.target,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });

  route(app, 'GET /ops/ledger/reconcile', { onRequest: keyFirst }, async () =>
    ok(await reconcile(ctx.db)),
  );
};
