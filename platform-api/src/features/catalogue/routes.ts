import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { gameListAnswer, hotGamesAnswer, vendorGameTypesAnswer } from '../../contract/games.js';
import { answerEncoder } from '../../http/contract-compilers.js';
import { JSON_CONTENT_TYPE } from './answers-by-url.js';
import { ok } from '../../http/envelope.js';
import { listGames, hotGames, vendorGameTypes } from './service.js';
import { route } from '../../http/route.js';

// Each answer is encoded through its contract schema once, when the catalogue caches it, and
// sent as that text afterwards (service.ts); the routes keep their response schemas for the
// OpenAPI document.
const encodeVendorGameTypes = answerEncoder(vendorGameTypesAnswer);
const encodeHotGames = answerEncoder(hotGamesAnswer);
const encodeGameList = answerEncoder(gameListAnswer);

/** Sends JSON text as it is: Fastify does not serialise a string sent as JSON again. */
const sendJson = (reply: FastifyReply, json: string) => reply.type(JSON_CONTENT_TYPE).send(json);

export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A URL answered once is answered again from its kept text (answers-by-url.ts): first thing
  // on the request when it cannot be compressed, else here, before its query is validated.
  const answered = ctx.catalogueCache.byUrl;
  const fromUrl = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = answered.get(request.url);
    if (answer !== undefined) return sendJson(reply, answer.json);
  };
  const keep = (request: FastifyRequest, reply: FastifyReply, json: string) => {
    answered.set(request.url, json);
    return sendJson(reply, json);
  };

  route(app, 'GET /wps/game/vendorGameTypes', { onRequest: fromUrl }, async (request, reply) =>
    keep(request, reply, await vendorGameTypes(ctx, (value) => encodeVendorGameTypes(ok(value)))),
  );

  route(app, 'GET /wps/game/hot', { onRequest: fromUrl }, async (request, reply) =>
    keep(
      request,
      reply,
      await hotGames(ctx, request.query.gameType, request.query.language, (list) =>
        encodeHotGames(ok({ list })),
      ),
    ),
  );

  route(app, 'GET /wps/game/list', { onRequest: fromUrl }, async (request, reply) =>
    keep(request, reply, await listGames(ctx, request.query, (page) => encodeGameList(ok(page)))),
  );
};
