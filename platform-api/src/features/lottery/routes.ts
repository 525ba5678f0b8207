import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotteryListAnswer, lotteryMenuAnswer, lotteryQuery } from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import type { LotteryService } from './service.js';

export const lotteryRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext & { lottery: LotteryService };
}> = async (app, { ctx }) => {
  app.get(
    '/wps/lottery/list',
    { schema: { querystring: lotteryQuery, response: { 200: lotteryListAnswer } } },
    async (request) =>
      ok({ list: await ctx.lottery.list(request.query.language, ctx.clock.now()) }),
  );

  app.get(
    '/wps/lottery/menu',
    { schema: { querystring: lotteryQuery, response: { 200: lotteryMenuAnswer } } },
    async () => ok({ menu: await ctx.lottery.menu() }),
  );
};
