import type { FastifyInstance } from 'fastify';
import type { SecurityHeaders } from '../../http/security-headers.js';

/** The content type every catalogue answer is sent with. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** One catalogue answer as sent: its JSON text and the header lines of a 200 carrying it. */
export interface CachedAnswer {
  readonly json: string;
  /** Names and values alternating, for `writeHead`: security headers, type, length. */
  readonly headers: readonly string[];
  /** The same for a caller who sent a token: marked no-store like any such JSON answer. */
  readonly privateHeaders: readonly string[];
}

/**
 * Encoded catalogue answers by the exact URL asked (path and query as sent), oldest dropped past
 * `max`. A catalogue answer depends on its URL alone and never changes while the server runs
 * (service.ts), so a URL answered once is answered again from here, with the header lines it
 * was sent with computed once. A URL that was refused is never kept.
 */
export class AnswersByUrl {
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(
    private readonly max: number,
    private readonly enabled: boolean,
    private readonly securityHeaders: SecurityHeaders,
  ) {}

  get(url: string): CachedAnswer | undefined {
    return this.entries.get(url);
  }

  set(url: string, json: string): void {
    if (!this.enabled || this.entries.has(url)) return;
    // The order of an answer through Fastify: the security headers (set first, on the raw
    // response), then the reply's own: type, no-store (security-headers.ts onSend), length.
    const security = this.securityHeaders.flat();
    const length = ['content-length', String(Buffer.byteLength(json))];
    const type = ['content-type', JSON_CONTENT_TYPE];
    this.entries.set(url, {
      json,
      headers: [...security, ...type, ...length],
      privateHeaders: [...security, ...type, 'cache-control', 'no-store', ...length],
    });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/**
 * Answers a GET or HEAD of a URL the catalogue answered before, first thing on the request: the
 * kept text with its precomputed header lines, skipping the hooks, validation and serialisation
 * that would produce the same bytes again (the largest costs of a cached read, measured against
 * a bare Fastify route by scripts/bench.mjs). Fastify's request log still sees the request and
 * its completion. A request that may be answered compressed (any Accept-Encoding) goes the
 * normal way, where @fastify/compress negotiates as always; the route's own hook then still
 * skips validation and the database (routes.ts).
 */
export function serveCachedAnswers(app: FastifyInstance, answers: AnswersByUrl): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { method, headers } = request;
    const answer =
      (method === 'GET' || method === 'HEAD') && headers['accept-encoding'] === undefined
        ? answers.get(request.url)
        : undefined;
    if (answer === undefined) {
      done();
      return;
    }
    // Answered here: the remaining hooks and the handler are not run (done is not called).
    reply.hijack();
    reply.raw.writeHead(
      200,
      (headers.authorization ? answer.privateHeaders : answer.headers) as string[],
    );
    reply.raw.end(answer.json);
  });
}
