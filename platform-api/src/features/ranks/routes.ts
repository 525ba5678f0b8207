import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rankAnswer, rankQuery } from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { betRank, depositRank, RANK_DAYS } from './service.js';

export const rankRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/rank/deposit',
    { schema: { querystring: rankQuery, response: { 200: rankAnswer } } },
    async (request) => {
      const list = await depositRank(ctx.db, ctx.clock.now(), request.query.limitNum);
      return ok({ list, days: RANK_DAYS });
    },
  );

  app.get(
    '/wps/rank/bet',
    { schema: { querystring: rankQuery, response: { 200: rankAnswer } } },
    async (request) => {
      const list = await betRank(ctx.db, ctx.clock.now(), request.query.limitNum);
      return ok({ list, days: RANK_DAYS });
    },
  );
};
