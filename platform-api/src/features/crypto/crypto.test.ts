import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { answer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { encryptPayload } from './encrypt-for-tests.js';
import { ENCRYPTION_SCHEME } from './payload-crypto.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

async function publicKey(): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/wps/system/publicKey' });
  assert.equal(response.headers['cache-control'], 'no-store');
  return answer('GET /wps/system/publicKey', response).value.publicKey;
}

const encrypted = (payload: unknown) => ({
  'x-payload-encryption': ENCRYPTION_SCHEME,
  ...(payload as object),
});

describe('encrypted login and register payloads', () => {
  test('publishes an RSA public key and the scheme', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/system/publicKey' });
    const { value } = answer('GET /wps/system/publicKey', response);
    assert.equal(value.algorithm, ENCRYPTION_SCHEME);
    assert.ok(Buffer.from(value.publicKey, 'base64').length > 250);
    assert.equal(value.required, false);
  });

  test('an encrypted login is decrypted and works', async () => {
    const payload = encryptPayload(await publicKey(), { username: 'demo', password: 'demo1234' });
    const response = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload,
      headers: encrypted({}),
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('when the brand requires encryption, plain bodies are refused', async () => {
    await t.database.db.execute(sql`UPDATE brands SET require_payload_encryption = true`);
    try {
      const plain = await t.request({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: 'demo', password: 'demo1234' },
      });
      assert.equal(plain.statusCode, 400);
      assert.equal(refusal(plain).code, 'ENCRYPTION_REQUIRED');
      const register = await t.request({
        method: 'PUT',
        url: '/wps/member/register',
        payload: { username: 'x' },
      });
      assert.equal(refusal(register).code, 'ENCRYPTION_REQUIRED');
      const payload = encryptPayload(await publicKey(), { username: 'demo', password: 'demo1234' });
      const ok = await t.request({
        method: 'POST',
        url: '/wps/session/login',
        payload,
        headers: encrypted({}),
      });
      assert.equal(ok.statusCode, 200);
    } finally {
      await t.database.db.execute(sql`UPDATE brands SET require_payload_encryption = false`);
    }
  });

  test('tampered, foreign-key and malformed envelopes answer 400', async () => {
    const key = await publicKey();
    const good = encryptPayload(key, { username: 'demo', password: 'demo1234' });
    const data = Buffer.from(good.data, 'base64');
    data[0] = (data[0]! + 1) % 256;
    const { generateKeyPairSync } = await import('node:crypto');
    const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'der' })
      .toString('base64');
    for (const [label, payload, headers] of [
      ['tampered data', { ...good, data: data.toString('base64') }, encrypted({})],
      [
        'another key',
        encryptPayload(foreign, { username: 'demo', password: 'demo1234' }),
        encrypted({}),
      ],
      ['missing iv', { key: good.key, data: good.data }, encrypted({})],
      ['extra field', { ...good, more: 1 }, encrypted({})],
      ['unknown scheme', good, { 'x-payload-encryption': 'ROT13' }],
      ['not JSON inside', encryptPayload(key, 'plain string'), encrypted({})],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/wps/session/login',
        payload: payload as object,
        headers: headers as Record<string, string>,
      });
      assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
    }
  });
});
