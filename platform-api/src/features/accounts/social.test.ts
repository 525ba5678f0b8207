import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { answer, createTestApp, type TestApp } from '../../test/harness.js';

const SECRET = '0123456789abcdef0123456789abcdef';
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
    assert.deepEqual(answer('GET /wps/system/socialLogin', response).value, {
      facebook: null,
      google: null,
    });
  });

  test('configured public ids are published; malformed ones are left out', async () => {
    await t.database.db.execute(
      sql`UPDATE brands SET social_login = '{"facebookAppId":"1234567890","googleClientId":"<script>"}'::jsonb,
          social_login_secrets = ${JSON.stringify({ facebookAppSecret: SECRET })}::jsonb`,
    );
    const response = await t.request({ method: 'GET', url: '/wps/system/socialLogin' });
    assert.deepEqual(answer('GET /wps/system/socialLogin', response).value, {
      facebook: { appId: '1234567890' },
      google: null,
    });
  });

  test('the Facebook app secret is never published, and without it Facebook is off', async () => {
    await t.database.db.execute(
      sql`UPDATE brands SET social_login = ${JSON.stringify({
        facebookAppId: '1234567890',
        googleClientId: 'client-1.apps.googleusercontent.com',
        // An operator putting the secret in the public column by mistake must not leak it either.
        facebookAppSecret: SECRET,
      })}::jsonb, social_login_secrets = ${JSON.stringify({ facebookAppSecret: SECRET })}::jsonb`,
    );
    const published = await t.request({ method: 'GET', url: '/wps/system/socialLogin' });
    assert.equal(published.statusCode, 200);
    assert.ok(!published.body.includes(SECRET), published.body);
    assert.deepEqual(answer('GET /wps/system/socialLogin', published).value, {
      facebook: { appId: '1234567890' },
      google: { clientId: 'client-1.apps.googleusercontent.com' },
    });

    await t.database.db.execute(sql`UPDATE brands SET social_login_secrets = '{}'::jsonb`);
    const withoutSecret = await t.request({ method: 'GET', url: '/wps/system/socialLogin' });
    assert.ok(!withoutSecret.body.includes(SECRET));
    assert.deepEqual(answer('GET /wps/system/socialLogin', withoutSecret).value, {
      facebook: null,
      google: { clientId: 'client-1.apps.googleusercontent.com' },
    });
  });

  test('bad input: unknown query field → 400', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/system/socialLogin?x=1' });
    assert.equal(response.statusCode, 400);
  });
});
