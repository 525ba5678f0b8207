import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { SecurityHeaders } from '../../http/security-headers.js';
import { pickEncoding, type Encoding } from './accept-encoding.js';

/** The content type every catalogue answer is sent with. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Answers shorter than this are sent as they are (the server's compression threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** One way of sending an answer: its bytes and the header lines of a 200 carrying them. */
export interface SentForm {
  readonly body: Buffer;
  /** Names and values alternating, for `writeHead`: security headers, type, length. */
  readonly headers: readonly string[];
  /** The same for a caller who sent a token: marked no-store like any such JSON answer. */
  readonly privateHeaders: readonly string[];
}

/** One catalogue answer: its JSON text as sent plain, and its compressed forms once asked for. */
export interface CachedAnswer extends SentForm {
  readonly json: string;
  compressed: Partial<Record<Encoding, SentForm>>;
}

function sentForm(security: string[], body: Buffer, encoding?: Encoding): SentForm {
  const type = ['content-type', JSON_CONTENT_TYPE];
  // as @fastify/compress marks a compressed answer: the encoding, and that it varies with the ask
  const coding = encoding ? ['vary', 'accept-encoding', 'content-encoding', encoding] : [];
  const length = ['content-length', String(body.length)];
  return {
    body,
    headers: [...security, ...type, ...coding, ...length],
    privateHeaders: [...security, ...type, 'cache-control', 'no-store', ...coding, ...length],
  };
}

/**
 * The answer compressed, made at its first ask and kept with it: brotli at quality 5 (the live
 * path's 4 is for answers made per request; this one is made once) or gzip at level 6.
 */
function compressedForm(answer: CachedAnswer, encoding: Encoding, security: string[]): SentForm {
  const kept = answer.compressed[encoding];
  if (kept) return kept;
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(answer.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : zlib.gzipSync(answer.body, { level: 6 });
  const form = sentForm(security, body, encoding);
  answer.compressed[encoding] = form;
  return form;
}

/**
 * Encoded catalogue answers by the exact URL asked (path and query as sent), oldest dropped past
 * `max`. A catalogue answer depends on its URL alone and never changes while the server runs
 * (service.ts), so a URL answered once is answered again from here, with the header lines it
 * was sent with computed once. A URL that was refused is never kept.
 */
export class AnswersByUrl {
  private readonly entries = new Map<string, CachedAnswer>();
  /** The security header lines, names and values alternating, as every form starts with them. */
  private readonly security: string[];

  constructor(
    private readonly max: number,
    private readonly enabled: boolean,
    securityHeaders: SecurityHeaders,
  ) {
    this.security = securityHeaders.flat();
  }

  get(url: string): CachedAnswer | undefined {
    return this.entries.get(url);
  }

  /**
   * How to send the answer kept for `url` to a caller who accepts `acceptEncoding`: plain when
   * nothing is accepted, brotli or gzip as accepted (an answer under the compression threshold
   * plain). Undefined when nothing is kept, or when the ask is one this path does not read
   * (only identity, q-values that refuse both): the normal path answers those.
   */
  formFor(url: string, acceptEncoding: string | undefined): SentForm | undefined {
    const answer = this.entries.get(url);
    if (answer === undefined || acceptEncoding === undefined) return answer;
    if (answer.body.length < COMPRESS_FROM_BYTES) return undefined;
    const encoding = pickEncoding(acceptEncoding);
    return encoding ? compressedForm(answer, encoding, this.security) : undefined;
  }

  set(url: string, json: string): void {
    if (!this.enabled || this.entries.has(url)) return;
    // The order of an answer through Fastify: the security headers (set first, on the raw
    // response), then the reply's own: type, no-store (security-headers.ts onSend), length.
    this.entries.set(url, {
      json,
      ...sentForm(this.security, Buffer.from(json)),
      compressed: {},
    });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/**
 * Answers a GET or HEAD of a URL the catalogue answered before, first thing on the request: the
 * kept bytes (plain, or compressed once as the caller accepts: browsers always send
 * Accept-Encoding) with their precomputed header lines, skipping the hooks, validation,
 * serialisation and compression that would produce the same answer again (the largest costs of
 * a cached read, measured against a bare Fastify route by scripts/bench.mjs). Fastify's request
 * log still sees the request and its completion. An Accept-Encoding this path does not read goes
 * the normal way, where @fastify/compress negotiates as always; the route's own hook then still
 * skips validation and the database (routes.ts).
 */
export function serveCachedAnswers(app: FastifyInstance, answers: AnswersByUrl): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { method, headers } = request;
    const form =
      method === 'GET' || method === 'HEAD'
        ? answers.formFor(request.url, headers['accept-encoding'])
        : undefined;
    if (form === undefined) {
      done();
      return;
    }
    // Answered here: the remaining hooks and the handler are not run (done is not called).
    reply.hijack();
    reply.raw.writeHead(
      200,
      (headers.authorization ? form.privateHeaders : form.headers) as string[],
    );
    reply.raw.end(method === 'HEAD' ? undefined : form.body);
  });
}
