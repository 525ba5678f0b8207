import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** One year, the HSTS preload list's minimum. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Calls whose answers are the caller's own data: never stored by a browser or a proxy. */
const PRIVATE_PATHS = /^\/wps\/(member|wallets|session|chat)(\/|$)/;

/**
 * Security headers on every answer (helmet): nosniff, a referrer policy, framing by this site
 * only, HSTS when the operator serves over TLS, and a locked-down Content-Security-Policy that
 * the site's HTML documents replace with their own (src/site/document-policy.ts). Member data
 * is marked `Cache-Control: no-store`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, {
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
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivate(request, String(reply.getHeader('content-type') ?? ''))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Member calls by path, and any JSON answer computed for a caller who sent a token. */
function isPrivate(request: FastifyRequest, contentType: string): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  if (PRIVATE_PATHS.test(pathname)) return true;
  return Boolean(request.headers.authorization) && contentType.startsWith('application/json');
}
