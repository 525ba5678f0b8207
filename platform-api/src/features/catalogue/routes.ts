import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameListAnswer,
  gameListQuery,
  hotGamesAnswer,
  hotGamesQuery,
  vendorGameTypesAnswer,
  vendorGameTypesQuery,
} from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { listGames, hotGames, vendorGameTypes } from './service.js';

export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/game/vendorGameTypes',
    { schema: { querystring: vendorGameTypesQuery, response: { 200: vendorGameTypesAnswer } } },
    async () => ok(await vendorGameTypes(ctx)),
  );

  app.get(
    '/wps/game/hot',
    { schema: { querystring: hotGamesQuery, response: { 200: hotGamesAnswer } } },
    async (request) =>
      ok({ list: await hotGames(ctx, request.query.gameType, request.query.language) }),
  );

  app.get(
    '/wps/game/list',
    { schema: { querystring: gameListQuery, response: { 200: gameListAnswer } } },
    async (request) => ok(await listGames(ctx, request.query)),
  );
};
