import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { answer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { clientHeaders, solvedCaptcha } from '../accounts/test-helpers.js';
import { setFirebaseKeySource } from './firebase.js';

let t: TestApp;
let restoreKeys: () => void;
const googleKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
before(async () => {
  t = await createTestApp();
  restoreKeys = setFirebaseKeySource(async () => ({
    k1: googleKey.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }));
});
after(async () => {
  restoreKeys();
  await t.close();
});

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Firebase-style ID token for `phone`, signed like Google would (claims overridable). */
function idToken(phone: string, claims: object = {}, key = googleKey.privateKey, kid = 'k1') {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const header = part({ alg: 'RS256', kid, typ: 'JWT' });
  const payload = part({
    aud: 'lobby-demo',
    iss: 'https://securetoken.google.com/lobby-demo',
    sub: `uid-${phone}-${Math.random()}`,
    iat: now - 10,
    exp: now + 3600,
    phone_number: phone,
    ...claims,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

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
    assert.deepEqual(answer('GET /wps/system/firebasePhone', response).value, { firebase: null });
  });

  for (const [url, method, payload] of calls) {
    test(`${method} ${url}: firebase fields without a configuration → 400 firebase_not_configured`, async () => {
      const response = await t.request({ method, url, payload });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
      assert.deepEqual(refusal(response).details, [
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
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    }
    const query = await t.request({ method: 'GET', url: '/wps/system/firebasePhone?x=1' });
    assert.equal(query.statusCode, 400);
  });

  test('a malformed configuration counts as off', async () => {
    await setConfig({ ...config, apiKey: '<script>' });
    const response = await t.request({ method: 'GET', url: '/wps/system/firebasePhone' });
    assert.deepEqual(answer('GET /wps/system/firebasePhone', response).value, { firebase: null });
  });

  test('configured: the configuration is published', async () => {
    await setConfig(config);
    const published = await t.request({ method: 'GET', url: '/wps/system/firebasePhone' });
    assert.deepEqual(answer('GET /wps/system/firebasePhone', published).value, {
      firebase: config,
    });
  });

  test('configured: SMS login with a valid token for the number; each token once', async () => {
    await setConfig(config);
    const token = idToken('+639171234567');
    const payload = {
      ...phone,
      firebaseChannel: 'sms',
      firebaseIdToken: token,
      firebaseMobileNo: '+639171234567',
    };
    const first = await t.request({ method: 'POST', url: '/wps/session/login/sms', payload });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(typeof answer('POST /wps/session/login/sms', first).value.token, 'string');
    const replay = await t.request({ method: 'POST', url: '/wps/session/login/sms', payload });
    assert.equal(replay.statusCode, 400);
    assert.equal(refusal(replay).code, 'VERIFICATION_CODE');
  });

  test('configured: bad tokens are refused as a wrong code', async () => {
    await setConfig(config);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const [label, token, mobileNo] of [
      ['another number', idToken('+639170000000'), undefined],
      ['mobile field differs', idToken('+639171234567'), '+639170000000'],
      ['another project', idToken('+639171234567', { aud: 'other-project' }), undefined],
      ['another issuer', idToken('+639171234567', { iss: 'https://evil.example' }), undefined],
      ['expired', idToken('+639171234567', { exp: now - 1 }), undefined],
      ['issued in the future', idToken('+639171234567', { iat: now + 3600 }), undefined],
      ['no subject', idToken('+639171234567', { sub: '' }), undefined],
      ['signed by another key', idToken('+639171234567', {}, strangerKey.privateKey), undefined],
      ['unknown key id', idToken('+639171234567', {}, googleKey.privateKey, 'k9'), undefined],
      ['not a token', 'not.a.token', undefined],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/wps/session/login/sms',
        payload: {
          ...phone,
          firebaseChannel: 'sms',
          firebaseIdToken: token,
          ...(mobileNo && { firebaseMobileNo: mobileNo }),
        },
      });
      assert.equal(response.statusCode, 400, label);
      assert.equal(refusal(response).code, 'VERIFICATION_CODE', label);
    }
  });

  test('configured: set password by Firebase token; a same-password refusal leaves the token usable', async () => {
    await setConfig(config);
    const token = idToken('+639171234567');
    const same = await t.request({
      method: 'POST',
      url: '/wps/member/password/phone',
      payload: { ...phone, firebaseIdToken: token, password: 'demo1234' },
    });
    assert.equal(refusal(same).code, 'PASSWORD_SAME', same.body);
    const changed = await t.request({
      method: 'POST',
      url: '/wps/member/password/phone',
      payload: { ...phone, firebaseIdToken: token, password: 'fire12345' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.ok(await t.login('demo', 'fire12345'));
  });

  test('configured: register by mobile with a Firebase token and no SMS code', async () => {
    await setConfig(config);
    const response = await t.request({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      headers: clientHeaders(),
      payload: {
        ...(await solvedCaptcha(t, 'REGISTER')),
        mobileNum: '9175550101',
        countryDialingCode: '63',
        firebaseChannel: 'sms',
        firebaseIdToken: idToken('+639175550101'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    await setConfig({});
  });
});
