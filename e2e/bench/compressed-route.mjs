// Front-server routes for the bench's built files (the floor pages' scripts and the federation
// floor's manifests), compressed as the platform compresses what it serves.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Brotli at the quality platform-api/src/app.ts gives @fastify/compress. */
export function brotliQuality4(buffer) {
  return brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
}

/** Answers one file fresh, brotli when the browser accepts it, else gzip (@fastify/compress). */
export function compressedRoute(body, contentType = 'text/javascript; charset=utf-8') {
  const encoded = { br: brotliQuality4(body), gzip: gzipSync(body) };
  return (incoming, outgoing) => {
    const accepted = String(incoming.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((name) => accepted.includes(name));
    const headers = {
      'content-type': contentType,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    outgoing.writeHead(200, headers);
    outgoing.end(encoding ? encoded[encoding] : body);
  };
}
