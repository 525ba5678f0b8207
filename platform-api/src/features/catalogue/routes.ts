import type { FastifyReply } from 'fastify';
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
import { answerEncoder } from '../../http/contract-compilers.js';
import { ok } from '../../http/envelope.js';
import { listGames, hotGames, vendorGameTypes } from './service.js';

// Each answer is encoded through its contract schema once, when the catalogue caches it, and
// sent as that text afterwards (service.ts); the routes keep their response schemas for the
// OpenAPI document.
const encodeVendorGameTypes = answerEncoder(vendorGameTypesAnswer);
const encodeHotGames = answerEncoder(hotGamesAnswer);
const encodeGameList = answerEncoder(gameListAnswer);

/** Sends JSON text as it is: Fastify does not serialise a string sent as JSON again. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/game/vendorGameTypes',
    { schema: { querystring: vendorGameTypesQuery, response: { 200: vendorGameTypesAnswer } } },
    async (_request, reply) =>
      sendJson(reply, await vendorGameTypes(ctx, (value) => encodeVendorGameTypes(ok(value)))),
  );

  app.get(
    '/wps/game/hot',
    { schema: { querystring: hotGamesQuery, response: { 200: hotGamesAnswer } } },
    async (request, reply) =>
      sendJson(
        reply,
        await hotGames(ctx, request.query.gameType, request.query.language, (list) =>
          encodeHotGames(ok({ list })),
        ),
      ),
  );

  app.get(
    '/wps/game/list',
    { schema: { querystring: gameListQuery, response: { 200: gameListAnswer } } },
    async (request, reply) =>
      sendJson(reply, await listGames(ctx, request.query, (page) => encodeGameList(ok(page)))),
  );
};
