import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { winnersAnswer, winnersQuery } from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { settleDueLotteryBets } from '../lottery/service.js';
import { latestWinners } from './service.js';

export const winnerRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
}> = async (app, { ctx }) => {
  app.get(
    '/wps/game/winners',
    { schema: { querystring: winnersQuery, response: { 200: winnersAnswer } } },
    async (request) => {
      const query = request.query;
      // Draws due by now are settled first, so a fresh lottery win shows at once.
      await settleDueLotteryBets(ctx.db, ctx.clock.now());
      const category = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
      return ok({
        list: await latestWinners(ctx.db, {
          category,
          language: query.language,
          limit: query.limitNum,
        }),
      });
    },
  );
};
