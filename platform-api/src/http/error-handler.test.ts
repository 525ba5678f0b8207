import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { freshEmptyDatabase } from '../test/databases.js';
import { registerErrorHandler } from './error-handler.js';

/**
 * Values that reach the database unchecked: the engine (PGlite or PostgreSQL, whichever this run
 * uses) refuses them, and the error handler must answer 400 for an encoding refusal while any
 * other database fault stays a logged 500.
 */
let database: Database;
let app: FastifyInstance;
before(async () => {
  database = await freshEmptyDatabase();
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/echo', async (request) => {
    const { value } = request.query as { value: string };
    await database.db.execute(sql`select ${value}::text as value`);
    return { success: true };
  });
  app.get('/divide', async () => {
    await database.db.execute(sql`select 1 / (select 0) as value`);
    return { success: true };
  });
  await app.ready();
});
after(async () => {
  await app.close();
  await database.close();
});

describe('database errors', () => {
  test('a NUL byte the database refuses answers 400 INVALID_INPUT, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/echo?value=a%00b' });
    assert.equal(response.statusCode, 400, response.body);
    const answer = response.json() as { success: boolean; code: string; messageKey: string };
    assert.equal(answer.success, false);
    assert.equal(answer.code, 'INVALID_INPUT');
    assert.equal(answer.messageKey, 'invalid_input');
  });

  test('the same query with ordinary text succeeds', async () => {
    const response = await app.inject({ method: 'GET', url: '/echo?value=a%20b' });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('other database faults stay 500 INTERNAL', async () => {
    const response = await app.inject({ method: 'GET', url: '/divide' });
    assert.equal(response.statusCode, 500, response.body);
    assert.equal((response.json() as { code: string }).code, 'INTERNAL');
  });
});
