import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { listGames, hotGames, vendorGameTypes } from './service.js';
import { route } from '../../http/route.js';

export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/game/vendorGameTypes', async () => ok(await vendorGameTypes(ctx)));

  route(app, 'GET /wps/game/hot', async (request) =>
    ok({ list: await hotGames(ctx, request.query.gameType, request.query.language) }),
  );

  route(app, 'GET /wps/game/list', async (request) => ok(await listGames(ctx, request.query)));
};
