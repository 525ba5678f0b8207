import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { gameListQuery, hotGamesQuery, vendorGameTypesQuery } from './schemas.js';

export const catalogueRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/game/vendorGameTypes', async (request) => {
    parseInput(vendorGameTypesQuery, request.query);
    return ok(await ctx.catalogue.vendorGameTypes());
  });

  app.get('/wps/game/hot', async (request) => {
    const query = parseInput(hotGamesQuery, request.query);
    return ok({ list: await ctx.catalogue.hotGames(query.gameType, query.language) });
  });

  app.get('/wps/game/list', async (request) => {
    const query = parseInput(gameListQuery, request.query);
    return ok(await ctx.catalogue.listGames(query));
  });
};
