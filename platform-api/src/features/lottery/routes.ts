import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotteryListAnswer, lotteryMenuAnswer, lotteryQuery } from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { lotteryList, lotteryMenu } from './service.js';

export const lotteryRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
}> = async (app, { ctx }) => {
  app.get(
    '/wps/lottery/list',
    { schema: { querystring: lotteryQuery, response: { 200: lotteryListAnswer } } },
    async (request) =>
      ok({ list: await lotteryList(ctx.db, request.query.language, ctx.clock.now()) }),
  );

  app.get(
    '/wps/lottery/menu',
    { schema: { querystring: lotteryQuery, response: { 200: lotteryMenuAnswer } } },
    async () => ok({ menu: await lotteryMenu(ctx.db) }),
  );
};
