import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { body, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

describe('GET /wps/system/socialLogin', () => {
  test('no provider is configured by default', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/system/socialLogin' });
    assert.deepEqual(body(response).value, { facebook: null, google: null });
  });

  test('configured public ids are published; malformed ones are left out', async () => {
    await t.database.db.execute(
      sql`UPDATE brands SET social_login = '{"facebookAppId":"1234567890","googleClientId":"<script>"}'::jsonb`,
    );
    const response = await t.request({ method: 'GET', url: '/wps/system/socialLogin' });
    assert.deepEqual(body(response).value, { facebook: { appId: '1234567890' }, google: null });
  });

  test('bad input: unknown query field → 400', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/system/socialLogin?x=1' });
    assert.equal(response.statusCode, 400);
  });
});
