import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** One year, the HSTS preload list's minimum. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Calls whose answers are the caller's own data: never stored by a browser or a proxy. */
const PRIVATE_PATHS = /^\/wps\/(member|wallets|session|chat)(\/|$)/;

/** Header names as sent (helmet's spelling) and their values, in the order they are set. */
export type SecurityHeaders = readonly (readonly [name: string, value: string])[];

/**
 * The security headers of every answer: nosniff, a referrer policy, framing by this site only,
 * HSTS when the operator serves over TLS, and a locked-down Content-Security-Policy that the
 * site's HTML documents replace with their own (src/site/document-policy.ts).
 */
function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    global: true,
    // JSON, images and scripts render nothing that needs a source: everything is refused. The
    // documents (site and game pages) set their own policy over this one.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    // Facebook and Google sign-in talk back to this window from their pop-ups.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The brand configuration may put the site, the remotes and this API on different origins:
    // their scripts and images must stay loadable from each other.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Google Identity Services needs the origin in the Referer; paths never leave the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.tls
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * The headers helmet sets with the options above, read once from helmet itself (one request to
 * a throwaway server): they depend on the configuration only, while helmet rebuilds them (CSP
 * directives parsed again) in two hooks on every request, a tenth of a cached catalogue read.
 */
export async function computeSecurityHeaders(config: Config): Promise<SecurityHeaders> {
  const probe = Fastify();
  let headers: SecurityHeaders = [];
  await probe.register(fastifyHelmet, helmetOptions(config));
  probe.get('/', (_request, reply) => {
    // Node's own method (since 15.7), missing from the typings in use: names as spelt when set.
    const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
    headers = raw.getRawHeaderNames().map((name) => [name, String(raw.getHeader(name))] as const);
    return reply.send('');
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no security headers');
  return headers;
}

/**
 * Sets `headers` (computeSecurityHeaders) on every answer, in helmet's order and spelling, and
 * marks member data `Cache-Control: no-store`.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivate(request, String(reply.getHeader('content-type') ?? ''))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Member calls by path, and any JSON answer computed for a caller who sent a token. */
export function isPrivate(request: FastifyRequest, contentType: string): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  if (PRIVATE_PATHS.test(pathname)) return true;
  return Boolean(request.headers.authorization) && contentType.startsWith('application/json');
}
