import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { WHITELABEL_GATES } from '../system/index.js';
import { pickEncoding } from './accept-encoding.js';
import { AnswersByUrl, JSON_CONTENT_TYPE, serveCachedAnswers } from './answers-by-url.js';

// The fast path on its own: a route that keeps its answer, and a hook after the fast path that
// would have run on every request the fast path did not answer.
const SECURITY = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
] as const;

let app: FastifyInstance;
let handled = 0;
let laterHooks = 0;
const answers = new AnswersByUrl(2, true, SECURITY);
before(async () => {
  app = Fastify();
  serveCachedAnswers(app, answers);
  app.addHook('onRequest', (_request, reply, done) => {
    laterHooks += 1;
    for (const [name, value] of SECURITY) reply.raw.setHeader(name, value);
    done();
  });
  app.get('/answer', (request, reply) => {
    handled += 1;
    const json = JSON.stringify({ success: true, value: { handled, url: request.url } });
    answers.set(request.url, json);
    const header = reply.type(JSON_CONTENT_TYPE);
    if (request.headers.authorization) header.header('cache-control', 'no-store');
    return header.send(json);
  });
  await app.ready();
});
after(async () => {
  await app.close();
});

/** Header names as sent (order and spelling) and their values, without the clock's Date. */
function sentHeaders(response: { raw: { res: unknown } }): string[][] {
  const res = response.raw.res as {
    getRawHeaderNames(): string[];
    getHeader(name: string): unknown;
  };
  return res
    .getRawHeaderNames()
    .filter((name) => name.toLowerCase() !== 'date')
    .map((name) => [name, String(res.getHeader(name))]);
}

describe('serveCachedAnswers', () => {
  test('a URL answered once is answered again without the later hooks or the handler', async () => {
    const first = await app.inject({ method: 'GET', url: '/answer?n=1' });
    const [handledBefore, hooksBefore] = [handled, laterHooks];
    const again = await app.inject({ method: 'GET', url: '/answer?n=1' });
    assert.equal(handled, handledBefore, 'the handler did not run');
    assert.equal(laterHooks, hooksBefore, 'the hooks after the fast path did not run');
    assert.equal(again.statusCode, 200);
    assert.equal(again.body, first.body);
    assert.deepEqual(again.headers, { ...first.headers, date: again.headers.date });
    assert.equal(again.headers['content-length'], String(Buffer.byteLength(first.body)));
  });

  test('same header lines in the same order as the answer through the route', async () => {
    const first = await app.inject({ method: 'GET', url: '/answer?n=2' });
    const again = await app.inject({ method: 'GET', url: '/answer?n=2' });
    assert.deepEqual(sentHeaders(again), sentHeaders(first));
    assert.deepEqual(
      sentHeaders(again).map(([name]) => name),
      ['X-Content-Type-Options', 'X-Frame-Options', 'content-type', 'content-length'],
    );
  });

  test('a caller with a token gets no-store, a HEAD the length without the body', async () => {
    const url = '/answer?n=3';
    const authorization = 'Bearer x';
    const first = await app.inject({ method: 'GET', url, headers: { authorization } });
    const again = await app.inject({ method: 'GET', url, headers: { authorization } });
    assert.equal(again.headers['cache-control'], 'no-store');
    assert.deepEqual(again.headers, { ...first.headers, date: again.headers.date });
    const plain = await app.inject({ method: 'GET', url });
    assert.equal(plain.headers['cache-control'], undefined);
    const head = await app.inject({ method: 'HEAD', url });
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers['content-length'], String(Buffer.byteLength(first.body)));
  });

  test('a browser (Accept-Encoding) gets the kept answer compressed, made once', async () => {
    const url = `/answer?n=6&pad=${'x'.repeat(2000)}`;
    const plain = await app.inject({ method: 'GET', url });
    const handledBefore = handled;
    for (const [asked, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const hit = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': asked } });
      assert.equal(hit.headers['content-encoding'], encoding, asked);
      assert.equal(hit.headers.vary, 'accept-encoding', asked);
      assert.equal(hit.headers['content-length'], String(hit.rawPayload.length), asked);
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(hit.rawPayload);
      assert.equal(text.toString('utf8'), plain.body, asked);
    }
    assert.equal(handled, handledBefore, 'the handler did not run');
    const kept = answers.get(url);
    assert.ok(kept?.compressed.br && kept.compressed.gzip, 'each form made once and kept');
  });

  test('a request that may be compressed, another method or a URL never answered goes on', async () => {
    const url = '/answer?n=4';
    await app.inject({ method: 'GET', url });
    const handledBefore = handled;
    // under the compression threshold: the normal path decides (as @fastify/compress would)
    await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(handled, handledBefore + 1, 'Accept-Encoding: the route answers');
    const post = await app.inject({ method: 'POST', url });
    assert.equal(post.statusCode, 404);
    await app.inject({ method: 'GET', url: '/answer?n=5' });
    assert.equal(handled, handledBefore + 2);
  });

  test('Accept-Encoding: the weightier of br and gzip, br on a tie; anything else goes on', () => {
    assert.equal(pickEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(pickEncoding('gzip'), 'gzip');
    assert.equal(pickEncoding('br;q=0.2, gzip;q=0.8'), 'gzip');
    assert.equal(pickEncoding('*;q=0.5'), 'br');
    for (const refused of ['identity', 'br;q=0, gzip;q=0', 'deflate', 'gzip;q=x', 'br, <script>'])
      assert.equal(pickEncoding(refused), undefined, refused);
  });

  test('the oldest answer is dropped past the bound; a cache turned off keeps nothing', () => {
    const bounded = new AnswersByUrl(2, true, SECURITY);
    for (const url of ['/a', '/b', '/c']) bounded.set(url, '{}');
    assert.equal(bounded.get('/a'), undefined);
    assert.ok(bounded.get('/b') && bounded.get('/c'));
    const off = new AnswersByUrl(2, false, SECURITY);
    off.set('/a', '{}');
    assert.equal(off.get('/a'), undefined);
  });

  test('no white-label switch gates a catalogue call: the fast path runs before the gate', () => {
    const catalogue = ['GET /wps/game/list', 'GET /wps/game/hot', 'GET /wps/game/vendorGameTypes'];
    assert.deepEqual(
      Object.keys(WHITELABEL_GATES).filter((key) => catalogue.includes(key)),
      [],
    );
  });
});
