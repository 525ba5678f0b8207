import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { findGame, isLotteryGame } from '../games/lookup.js';
import { recordAudit } from '../wallet/ops-routes.js';
import { cancelLotteryBet, cancelLotteryDraw } from './cancel.js';

/**
 * Operator calls of the lottery (registered by opsRoutes, key checked first): cancel a draw or
 * one bet, each refunded stake a ledger transaction of its own; the call is written to ops_audit
 * with who, why and what it refunded (a repeat that cancels nothing writes nothing).
 */
export const lotteryOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'POST /ops/lottery/draws/cancel', { onRequest: keyFirst }, async (request) => {
    const { operator, reason, gameId, drawNo } = request.body;
    const { vendor } = await findGame(ctx.db, gameId);
    if (!isLotteryGame(vendor)) throw new ApiError('NOT_FOUND');
    const now = ctx.clock.now();
    const outcome = await cancelLotteryDraw(ctx.db, { gameId, drawNo, reason, now });
    if (outcome.cancelled > 0) {
      await recordAudit(
        ctx.db,
        {
          operator,
          action: 'LOTTERY_DRAW_CANCEL',
          target: `${gameId}:${drawNo}`,
          reason,
          detail: { bets: outcome.cancelled, refunded: toMajor(outcome.refundedMinor) },
        },
        now,
      );
    }
    return ok({
      cancelled: outcome.cancelled,
      refunded: toMajor(outcome.refundedMinor),
      status: null,
    });
  });

  route(app, 'POST /ops/lottery/bets/:betId/cancel', { onRequest: keyFirst }, async (request) => {
    const { operator, reason } = request.body;
    const now = ctx.clock.now();
    const outcome = await cancelLotteryBet(ctx.db, {
      betId: request.params.betId,
      reason,
      now,
    });
    if (outcome.cancelled > 0) {
      await recordAudit(
        ctx.db,
        {
          operator,
          action: 'LOTTERY_BET_CANCEL',
          target: outcome.bet.reference,
          reason,
          detail: { refunded: toMajor(outcome.refundedMinor) },
        },
        now,
      );
    }
    return ok({
      cancelled: outcome.cancelled,
      refunded: toMajor(outcome.refundedMinor),
      status: outcome.bet.status,
    });
  });
};
