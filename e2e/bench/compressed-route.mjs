// Front-server routes for the bench's built files (the floor pages' scripts and the federation
// floor's manifests), compressed as the platform serves the site's files: the build's brotli
// (quality 11) and gzip (level 9) copies, made once (shared/webpack/create-config.cjs).
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Brotli at the quality of the site's build-time copies. */
export function brotliMax(buffer) {
  return brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
}

/** Answers one file, brotli when the browser accepts it, else gzip, from copies made once. */
export function compressedRoute(body, contentType = 'text/javascript; charset=utf-8') {
  const encoded = { br: brotliMax(body), gzip: gzipSync(body, { level: 9 }) };
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
