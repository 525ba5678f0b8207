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

const config = {
  apiKey: 'AIzaSyExample_key-1',
  authDomain: 'lobby-demo.firebaseapp.com',
  projectId: 'lobby-demo',
  appId: '1:1234:web:abcd',
};
const firebase = { firebaseChannel: 'sms', firebaseIdToken: 'eyJhbGciOi.fake.token' };
const phone = { mobileNum: '9171234567', countryDialingCode: '63' };
const calls: [string, 'POST' | 'PUT', Record<string, unknown>][] = [
  ['/wps/session/login/sms', 'POST', { ...phone, ...firebase, firebaseMobileNo: '+639171234567' }],
  [
    '/wps/member/register/mobile',
    'PUT',
    { ...phone, ...firebase, password: 'abc12345', confirmPassword: 'abc12345' },
  ],
  [
    '/wps/member/register',
    'PUT',
    { username: 'fireuser1', password: 'abc12345', confirmPassword: 'abc12345', ...firebase },
  ],
  [
    '/wps/member/password/phone',
    'POST',
    { ...phone, firebaseIdToken: firebase.firebaseIdToken, password: 'abc12345' },
  ],
];

async function setConfig(value: object) {
  await t.database.db.execute(
    sql`UPDATE brands SET firebase_phone = ${JSON.stringify(value)}::jsonb`,
  );
}

describe('Firebase phone verification gating', () => {
  test('off by default: GET /wps/system/firebasePhone answers null', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/system/firebasePhone' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(body(response).value, { firebase: null });
  });

  for (const [url, method, payload] of calls) {
    test(`${method} ${url}: firebase fields without a configuration → 400 firebase_not_configured`, async () => {
      const response = await t.request({ method, url, payload });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(body(response).code, 'INVALID_INPUT');
      assert.deepEqual(body(response).details, [
        { path: 'firebaseIdToken', messageKey: 'firebase_not_configured' },
      ]);
    });
  }

  test('bad input: a code or a firebase token is required; channel must be sms; unknown query', async () => {
    for (const [url, payload] of [
      ['/wps/session/login/sms', phone],
      ['/wps/member/password/phone', { ...phone, password: 'abc12345' }],
      ['/wps/session/login/sms', { ...phone, ...firebase, firebaseChannel: 'voice' }],
      ['/wps/session/login/sms', { ...phone, ...firebase, firebaseMobileNo: '+63 917<x>' }],
    ] as const) {
      const response = await t.request({ method: 'POST', url, payload });
      assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(payload)}`);
      assert.equal(body(response).code, 'INVALID_INPUT');
    }
    const query = await t.request({ method: 'GET', url: '/wps/system/firebasePhone?x=1' });
    assert.equal(query.statusCode, 400);
  });

  test('a malformed configuration counts as off', async () => {
    await setConfig({ ...config, apiKey: '<script>' });
    const response = await t.request({ method: 'GET', url: '/wps/system/firebasePhone' });
    assert.deepEqual(body(response).value, { firebase: null });
  });

  test('configured: published, yet a firebase token is never taken as proof of the number', async () => {
    await setConfig(config);
    const published = await t.request({ method: 'GET', url: '/wps/system/firebasePhone' });
    assert.deepEqual(body(published).value, { firebase: config });
    const [url, method, payload] = calls[0]!;
    const response = await t.request({ method, url, payload });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(body(response).details, [
      { path: 'firebaseIdToken', messageKey: 'firebase_verification_unsupported' },
    ]);
    await setConfig({});
  });
});
