import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, test } from 'node:test';
import { googleIdTokenKeys } from '../features/accounts/social-providers.js';
import { verifyRs256Jwt, withinLifetime, x509KeySource } from './rs256-jwt.js';

const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = async () => ({
  k1: key.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  broken: 'not a pem',
});
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function jwt(header: object, claims: unknown) {
  const signing = `${part(header)}.${part(claims)}`;
  return `${signing}.${sign('RSA-SHA256', Buffer.from(signing), key.privateKey).toString('base64url')}`;
}

describe('verifyRs256Jwt', () => {
  test('returns the claims of a token signed by a known key', async () => {
    assert.deepEqual(await verifyRs256Jwt(jwt({ alg: 'RS256', kid: 'k1' }, { sub: 'a' }), keys), {
      sub: 'a',
    });
  });

  test('null for another algorithm, no kid, a broken key, claims that are no object, tampering', async () => {
    const good = jwt({ alg: 'RS256', kid: 'k1' }, { sub: 'a' });
    const [h, , s] = good.split('.');
    for (const token of [
      jwt({ alg: 'HS256', kid: 'k1' }, { sub: 'a' }),
      jwt({ alg: 'none', kid: 'k1' }, { sub: 'a' }),
      jwt({ alg: 'RS256' }, { sub: 'a' }),
      jwt({ alg: 'RS256', kid: 'broken' }, { sub: 'a' }),
      jwt({ alg: 'RS256', kid: 'k1' }, 'a string'),
      jwt({ alg: 'RS256', kid: 'k1' }, null),
      `${h}.${part({ sub: 'b' })}.${s}`,
      `${good}.extra`,
      '..',
    ]) {
      assert.equal(await verifyRs256Jwt(token, keys), null, token);
    }
  });
});

describe('withinLifetime', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const s = now.getTime() / 1000;
  test('exp in the future and iat in the past (60 s skew allowed)', () => {
    assert.equal(withinLifetime({ exp: s + 1, iat: s + 60 }, now), true);
    assert.equal(withinLifetime({ exp: s, iat: s - 10 }, now), false);
    assert.equal(withinLifetime({ exp: s + 100, iat: s + 61 }, now), false);
    assert.equal(withinLifetime({ exp: String(s + 100), iat: s }, now), false);
    assert.equal(withinLifetime({ exp: s + 100 }, now), false);
  });
});

describe('x509KeySource for Google ID tokens', () => {
  test('fetches https://www.googleapis.com/oauth2/v1/certs and keeps it for max-age', async () => {
    const calls: string[] = [];
    const fetchImpl = (async (url: string) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ k1: 'PEM' }), {
        headers: { 'cache-control': 'public, max-age=600' },
      });
    }) as typeof fetch;
    const source = googleIdTokenKeys(fetchImpl);
    assert.deepEqual(await source(), { k1: 'PEM' });
    await source();
    assert.deepEqual(calls, ['https://www.googleapis.com/oauth2/v1/certs']);
  });

  test('an answer that is no key map is the provider being unavailable', async () => {
    const fetchImpl = (async () => new Response('null')) as unknown as typeof fetch;
    await assert.rejects(x509KeySource('https://keys.example', fetchImpl)(), {
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
