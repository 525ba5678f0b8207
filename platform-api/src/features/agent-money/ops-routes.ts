import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { offerContract } from './contracts.js';
import { settleDay } from './settlement.js';
import { businessDayOf, businessZone } from '../system/index.js';
import { route } from '../../http/route.js';

/** Operator calls of the agent settlement, registered by opsRoutes (key checked first). */
export const agentMoneyOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'POST /ops/agent/settlements', { onRequest: keyFirst }, async (request) => {
    const now = ctx.clock.now();
    // Only a finished business day: its stakes no longer change.
    if (request.body.date >= businessDayOf(now, await businessZone(ctx))) {
      throw new ApiError('INVALID_INPUT', null, [{ path: 'date', messageKey: 'invalid_input' }]);
    }
    return ok(await settleDay(ctx.db, request.body.date, now));
  });

  route(app, 'POST /ops/agent/contracts', { onRequest: keyFirst }, async (request) =>
    ok(await offerContract(ctx.db, null, request.body, ctx.clock.now())),
  );
};
