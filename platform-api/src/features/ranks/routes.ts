import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { betRank, depositRank, RANK_DAYS } from './service.js';
import { route } from '../../http/route.js';

export const rankRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/rank/deposit', async (request) => {
    const list = await depositRank(ctx.db, ctx.clock.now(), request.query.limitNum);
    return ok({ list, days: RANK_DAYS });
  });

  route(app, 'GET /wps/rank/bet', async (request) => {
    const list = await betRank(ctx.db, ctx.clock.now(), request.query.limitNum);
    return ok({ list, days: RANK_DAYS });
  });
};
