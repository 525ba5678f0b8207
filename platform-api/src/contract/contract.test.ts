import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { DOCS_CONTENT_SECURITY_POLICY } from '../http/docs.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { endpoints } from './endpoints/index.js';
import { okEnvelope } from './envelope.js';

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
};

let t: TestApp;
let document: OpenApiDocument;
before(async () => {
  t = await createTestApp();
  const response = await t.request({ method: 'GET', url: '/docs/json' });
  assert.equal(response.statusCode, 200);
  document = response.json() as OpenApiDocument;
});
after(async () => {
  await t.close();
});

/** "GET /wps/banners" for every operation of the document. */
function operations(): Array<[string, OpenApiOperation]> {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, OpenApiOperation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

const hasSuccessSchema = (operation: OpenApiOperation) =>
  Object.values(operation.responses?.['200']?.content ?? {}).some((media) => media.schema);

describe('the contract', () => {
  test('/docs serves an OpenAPI 3.1 document of the platform calls only', () => {
    assert.equal(document.openapi, '3.1.0');
    const names = operations().map(([name]) => name);
    assert.ok(names.includes('GET /wps/banners'));
    assert.ok(
      names.every((name) => / \/(wps|lgw|ops)\//.test(name)),
      names.join('\n'),
    );
  });

  test('/docs shows a browsable page', async () => {
    const response = await t.request({ method: 'GET', url: '/docs/' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /text\/html/);
    // Its own policy: the API's locked one ('none' for every source) would blank Swagger UI.
    assert.equal(response.headers['content-security-policy'], DOCS_CONTENT_SECURITY_POLICY);
  });

  // A route without an answer schema would let any shape reach the client unchecked.
  test('every route declares its answer', () => {
    const missing = operations()
      .filter(([, operation]) => !hasSuccessSchema(operation))
      .map(([name]) => name)
      .sort();
    assert.deepEqual(missing, []);
  });

  // The table is what the front end's client is typed by: a route outside it, or an entry no
  // route serves, would be a call the client cannot make or one it makes in vain.
  test('/docs lists exactly the calls of the endpoint table', async () => {
    // with the clock control on, which adds /ops/clock
    const withClock = await createTestApp({ CLOCK_CONTROL: '1' });
    try {
      const response = await withClock.request({ method: 'GET', url: '/docs/json' });
      const { paths } = response.json() as OpenApiDocument;
      const documented = Object.entries(paths).flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
      assert.deepEqual(documented.sort(), Object.keys(endpoints).sort());
    } finally {
      await withClock.close();
    }
  });

  test('an answer with a field the contract lacks fails instead of reaching the client', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    const leaky: FastifyPluginAsyncZod = async (scope) => {
      scope.get(
        '/wps/test/leaky',
        { schema: { response: { 200: okEnvelope(z.strictObject({ id: z.number() })) } } },
        // A handler that returns more than its contract says (here: a secret).
        async () => ({ success: true as const, value: { id: 1, secret: 'x' } as { id: number } }),
      );
    };
    await app.register(leaky);
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/wps/test/leaky' });
      assert.equal(response.statusCode, 500);
      assert.doesNotMatch(response.body, /secret/);
    } finally {
      await app.close();
    }
  });

  test('input is checked against the route schema with the INVALID_INPUT envelope', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/banners?groupName=a%20b&x=1' });
    assert.equal(response.statusCode, 400);
    const failure = response.json() as { code: string; details: Array<{ path: string }> };
    assert.equal(failure.code, 'INVALID_INPUT');
    assert.deepEqual(failure.details.map((detail) => detail.path).sort(), ['groupName', 'x']);
  });
});
