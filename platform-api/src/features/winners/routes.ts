import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { latestWinners } from './service.js';
import { route } from '../../http/route.js';

export const winnerRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
}> = async (app, { ctx }) => {
  route(app, 'GET /wps/game/winners', async (request) => {
    const query = request.query;
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
