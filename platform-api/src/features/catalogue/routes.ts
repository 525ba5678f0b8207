import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { gameListAnswer, hotGamesAnswer, vendorGameTypesAnswer } from '../../contract/games.js';
import { answerEncoder } from '../../http/contract-compilers.js';
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
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A catalogue answer depends on its URL alone and never changes while the server runs (see
  // service.ts): a URL answered once is answered again before its query is validated, which
  // was the largest cost left on a cached read. A URL that was refused is never kept.
  const answered = new AnswersByUrl(4000, ctx.config.catalogueCache);
  const fromUrl = async (request: FastifyRequest, reply: FastifyReply) => {
    const json = answered.get(request.url);
    if (json !== undefined) return sendJson(reply, json);
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

/**
 * Encoded answers by the exact URL asked (path and query as sent), oldest dropped past `max`;
 * synchronous, unlike the service's caches, so a hit needs no promise. Holds the same strings
 * as those caches.
 */
class AnswersByUrl {
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly max: number,
    private readonly enabled: boolean,
  ) {}

  get(url: string): string | undefined {
    return this.entries.get(url);
  }

  set(url: string, json: string): void {
    if (!this.enabled || this.entries.has(url)) return;
    this.entries.set(url, json);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
