import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { failure } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { documentPolicy, serviceWorkerPolicy } from './document-policy.js';
import { cacheControlFor, resolveFile } from './files.js';
import { indexHtmlReader, isHomePath, withFirstBanner } from './home-document.js';

/** Paths that never fall back to the single-page app. */
const NO_FALLBACK = /^\/(wps|lgw|ops|locales|remotes)(\/|$)/;
const REMOTE_NAME = /^[a-z0-9-]{1,40}$/;

/**
 * Serves the built site on the API's origin: host/dist at /, remotes under /remotes/<name>/
 * (their releases under /remotes/<name>/releases/<id>/),
 * the operator-edited brand configuration, and index.html for client-side routes. Missing
 * builds simply answer 404 envelopes, so the API runs without a site.
 */
export async function registerSite(
  app: FastifyInstance,
  config: Config,
  firstHomeBanner: () => Promise<string | null>,
): Promise<void> {
  // The production build writes a brotli (quality 11) and a gzip (level 9) copy beside each text
  // file (shared/webpack/create-config.cjs): a file is answered from the copy the browser
  // accepts, with no compression work per request (@fastify/compress leaves an answer that
  // already has a Content-Encoding alone). A file without a copy (a development build, an image,
  // a copy not worth writing) is still answered from the file itself, which @fastify/compress
  // compresses per request as before when it is text over its threshold.
  await app.register(fastifyStatic, { root: config.siteRoot, serve: false, preCompressed: true });
  const readIndexHtml = indexHtmlReader(config.hostDist);

  // The brand configuration, parsed; null when missing or broken (the document's policy then
  // names no other origin).
  const readBrandConfig = async (): Promise<unknown> => {
    try {
      return JSON.parse(await fs.readFile(config.brandConfigPath, 'utf8'));
    } catch {
      return null;
    }
  };

  // Every client route answers with the host's document and its Content-Security-Policy: this
  // origin, the remotes' origins of the brand configuration and the document's inline scripts
  // by hash. Home's document also carries its first banner (preloaded and in the home frame), so
  // it paints before any script; when the banner list cannot be read the page is served as built
  // and its own script asks for it.
  const sendDocument = async (reply: FastifyReply, withBanner: boolean) => {
    const [document, brandConfig, banner] = await Promise.all([
      readIndexHtml(),
      readBrandConfig(),
      withBanner ? firstHomeBanner().catch(() => null) : null,
    ]);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cacheControlFor('index.html'))
      .header(
        'content-security-policy',
        documentPolicy({ scriptHashes: document.scriptHashes, brandConfig, tls: config.tls }),
      )
      .send(banner ? withFirstBanner(document.html, banner) : document.html);
  };

  const sendFrom = async (reply: FastifyReply, root: string, relative: string) => {
    reply.header('cache-control', cacheControlFor(relative));
    return reply.sendFile(relative, root, { cacheControl: false });
  };

  app.get('/brand-config.json', async (_request, reply) => {
    let text: string;
    try {
      text = await fs.readFile(config.brandConfigPath, 'utf8');
    } catch {
      throw new ApiError('NOT_FOUND');
    }
    JSON.parse(text); // An operator's broken edit is a server fault, not a silent bad answer.
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(text);
  });

  app.get('/remotes/:name/*', async (request, reply) => {
    const { name } = request.params as { name: string; '*': string };
    const rest = (request.params as { '*': string })['*'];
    if (!REMOTE_NAME.test(name)) throw new ApiError('NOT_FOUND');
    // a release (npm run release): /remotes/<name>/releases/<id>/… from the releases folder,
    // immutable once written; anything else from the remote's own build
    const released = /^releases\/(.+)$/.exec(rest);
    const root = released
      ? path.join(config.releasesDir, name)
      : path.join(config.siteRoot, `remote-${name}`, 'dist');
    const file = await resolveFile(root, released ? released[1]! : rest);
    if (!file) throw new ApiError('NOT_FOUND');
    return sendFrom(reply, root, file);
  });

  // The service worker (host/dist/sw.js, built with Workbox): revalidated on every visit, with
  // the worker's own policy (the locked one of static files would refuse every fetch it makes).
  app.get('/sw.js', async (_request, reply) => {
    const file = await resolveFile(config.hostDist, 'sw.js');
    if (!file) throw new ApiError('NOT_FOUND');
    reply.header(
      'content-security-policy',
      serviceWorkerPolicy({ brandConfig: await readBrandConfig(), tls: config.tls }),
    );
    return sendFrom(reply, config.hostDist, file);
  });

  // A catch-all route rather than the not-found handler, so route hooks (compression) apply.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const hasIndex = (await resolveFile(config.hostDist, 'index.html')) !== null;
    if (hasIndex && isHomePath(pathname)) return sendDocument(reply, true);
    const file = await resolveFile(config.hostDist, pathname);
    if (file === 'index.html') return sendDocument(reply, false);
    if (file) return sendFrom(reply, config.hostDist, file);
    if (!NO_FALLBACK.test(pathname) && hasIndex) return sendDocument(reply, false);
    throw new ApiError('NOT_FOUND');
  });

  app.setNotFoundHandler(async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(failure(new ApiError('NOT_FOUND'))),
  );
}
