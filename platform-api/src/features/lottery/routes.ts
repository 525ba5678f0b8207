import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { ok } from '../../http/envelope.js';
import { lotteryList, lotteryMenu } from './catalogue-lists.js';

export const lotteryRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
}> = async (app, { ctx }) => {
  route(app, 'GET /wps/lottery/list', async (request) =>
    ok({ list: await lotteryList(ctx.db, request.query.language) }),
  );

  route(app, 'GET /wps/lottery/menu', async () => ok({ menu: await lotteryMenu(ctx.db) }));
};
