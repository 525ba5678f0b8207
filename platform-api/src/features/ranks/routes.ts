import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { queryInt } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';
import { frontEndParams, optional } from '../games/schemas.js';
import { betRank, depositRank, RANK_DAYS } from './service.js';

const rankQuery = z.strictObject({
  ...frontEndParams,
  limitNum: optional(queryInt(1, 50)).transform((value) => value ?? 20),
});

export const rankRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/rank/deposit', async (request) => {
    const query = parseInput(rankQuery, request.query);
    const list = await depositRank(ctx.db, ctx.clock.now(), query.limitNum);
    return ok({ list, days: RANK_DAYS });
  });

  app.get('/wps/rank/bet', async (request) => {
    const query = parseInput(rankQuery, request.query);
    const list = await betRank(ctx.db, ctx.clock.now(), query.limitNum);
    return ok({ list, days: RANK_DAYS });
  });
};
