import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { VENDOR_CATEGORIES } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { queryInt } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';
import { frontEndParams, optional } from '../games/schemas.js';
import type { LotteryService } from '../lottery/service.js';
import { latestWinners } from './service.js';

const winnersQuery = z.strictObject({
  ...frontEndParams,
  gameCategory: optional(z.enum(['ALL', ...VENDOR_CATEGORIES])),
  limitNum: optional(queryInt(1, 50)).transform((value) => value ?? 20),
});

export const winnerRoutes: FastifyPluginAsync<{
  ctx: AppContext & { lottery: LotteryService };
}> = async (app, { ctx }) => {
  app.get('/wps/game/winners', async (request) => {
    const query = parseInput(winnersQuery, request.query);
    // Draws due by now are settled first, so a fresh lottery win shows at once.
    await ctx.lottery.settleDue(ctx.clock.now());
    const category = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
    return ok({
      list: await latestWinners(ctx.db, {
        category,
        language: query.language,
        limit: query.limitNum,
      }),
    });
  });
};
