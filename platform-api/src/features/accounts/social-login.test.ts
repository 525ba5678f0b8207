import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rateLimitedValue } from '../../contract/accounts.js';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { setSocialProviderAccess } from './social-login.js';
import { googleIdTokenKeys } from './social-providers.js';

const CLIENT_ID = 'client-1.apps.googleusercontent.com';
const APP_ID = '1234567890';
const APP_SECRET = '0123456789abcdef0123456789abcdef';
const googleKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const googlePem = googleKey.publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** Facebook users the fake Graph API knows: access token → who and for which app. */
const FACEBOOK_USERS: Record<string, { id: string; name: string; appId: string; valid: boolean }> =
  {
    EAAgoodtoken1: { id: '10001', name: 'Fiona Book', appId: APP_ID, valid: true },
    EAAexpired1: { id: '10002', name: 'Old Token', appId: APP_ID, valid: false },
    EAAotherapp1: { id: '10003', name: 'Other App', appId: '999', valid: true },
  };

let graphCalls: URL[] = [];
let graphMode: 'up' | 'offline' | 'error500' = 'up';
const fakeGraph = (async (input: string | URL) => {
  const url = new URL(String(input));
  graphCalls.push(url);
  if (graphMode === 'offline') throw new TypeError('fetch failed');
  if (graphMode === 'error500') return new Response('{}', { status: 500 });
  const json = (value: unknown, status = 200) =>
    new Response(JSON.stringify(value), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  if (url.pathname === '/debug_token') {
    if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) {
      return json({ error: { message: 'bad app token', code: 190 } }, 400);
    }
    const user = FACEBOOK_USERS[url.searchParams.get('input_token') ?? ''];
    return json({
      data: user
        ? { app_id: user.appId, is_valid: user.valid, user_id: user.id, type: 'USER' }
        : { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
    });
  }
  if (url.pathname === '/me') {
    const user = FACEBOOK_USERS[url.searchParams.get('access_token') ?? ''];
    if (!user || !user.valid) return json({ error: { code: 190 } }, 400);
    return json({ id: user.id, name: user.name });
  }
  return json({ error: 'unknown path' }, 404);
}) as typeof fetch;

let t: TestApp;
let restoreAccess: () => void;

async function configure(social: object, secrets: object) {
  await t.database.db.execute(
    sql`UPDATE brands SET social_login = ${JSON.stringify(social)}::jsonb,
        social_login_secrets = ${JSON.stringify(secrets)}::jsonb`,
  );
}
const fullyConfigured = () =>
  configure(
    { facebookAppId: APP_ID, googleClientId: CLIENT_ID },
    { facebookAppSecret: APP_SECRET },
  );

before(async () => {
  t = await createTestApp();
  // Before the first request: the brand row (with its white-label flags) is read once and kept.
  await t.database.db.execute(
    sql`UPDATE brands SET whitelabel = whitelabel || '{"GOOGLELOGIN3":true,"FACEBOOKLOGIN3":true}'::jsonb`,
  );
  restoreAccess = setSocialProviderAccess({
    googleKeys: async () => ({ k1: googlePem }),
    fetch: fakeGraph,
  });
});
after(async () => {
  restoreAccess();
  await t.close();
});
beforeEach(async () => {
  graphCalls = [];
  graphMode = 'up';
  await fullyConfigured();
});

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Google ID token signed like Google would (claims overridable). */
function googleToken(claims: object = {}, key = googleKey.privateKey, kid = 'k1') {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const header = part({ alg: 'RS256', kid, typ: 'JWT' });
  const payload = part({
    aud: CLIENT_ID,
    iss: 'https://accounts.google.com',
    sub: '110169484474386276334',
    iat: now - 10,
    exp: now + 3600,
    name: 'Gina Google',
    email: 'gina@example.com',
    email_verified: true,
    ...claims,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

const signIn = (provider: string, token: string, ip = '203.0.113.10') =>
  t.request({
    method: 'POST',
    url: '/wps/session/login/social',
    payload: { provider, token },
    remoteAddress: ip,
  });

async function memberRow(username: string) {
  const [row] = await selectRows<{
    id: number;
    nickname: string | null;
    email: string | null;
    type: number;
    password_hash: string;
    wallets: number;
  }>(
    t.database.db,
    sql`SELECT m.id, m.nickname, m.email, m.type, m.password_hash,
          (SELECT count(*)::int FROM wallets w WHERE w.member_id = m.id) AS wallets
        FROM members m WHERE m.username = ${username}`,
  );
  return row;
}

const memberCount = async () =>
  (await selectRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM members`))[0]!
    .n;

describe('POST /wps/session/login/social with Google', () => {
  test('first sign-in creates a member with a wallet; the second logs into the same member', async () => {
    const membersBefore = await memberCount();
    const first = await signIn('GOOGLE', googleToken());
    assert.equal(first.statusCode, 200, first.body);
    const created = answer('POST /wps/session/login/social', first).value;
    assert.match(created.userName, /^s[0-9]{9}$/);
    assert.equal(created.type, 0);
    assert.equal(created.firstTimeLogin, true);
    assert.equal(await memberCount(), membersBefore + 1);
    const row = await memberRow(created.userName);
    assert.equal(row?.nickname, 'Gina Google');
    assert.equal(row?.email, 'gina@example.com');
    assert.equal(row?.type, 0);
    assert.equal(row?.wallets, 1);
    assert.match(row?.password_hash ?? '', /^scrypt\$/);

    const info = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(created.token),
    });
    assert.equal(info.statusCode, 200, info.body);
    assert.equal(answer('GET /wps/member/info', info).value.account, created.userName);

    const second = await signIn('GOOGLE', googleToken({ name: 'Renamed' }));
    assert.equal(second.statusCode, 200, second.body);
    const again = answer('POST /wps/session/login/social', second).value;
    assert.equal(again.userName, created.userName);
    assert.notEqual(again.token, created.token);
    assert.equal(again.firstTimeLogin, false);
    assert.equal(await memberCount(), membersBefore + 1);
  });

  test('the plain issuer form is accepted; an unverified or taken e-mail is not stored', async () => {
    const unverified = await signIn(
      'GOOGLE',
      googleToken({
        sub: 'google-unverified-1',
        iss: 'accounts.google.com',
        email: 'unverified@example.com',
        email_verified: false,
      }),
    );
    assert.equal(unverified.statusCode, 200, unverified.body);
    assert.equal(
      (await memberRow(answer('POST /wps/session/login/social', unverified).value.userName))?.email,
      null,
    );

    const taken = await signIn(
      'GOOGLE',
      googleToken({ sub: 'google-taken-1', email: 'GINA@example.com' }),
    );
    assert.equal(taken.statusCode, 200, taken.body);
    assert.equal(
      (await memberRow(answer('POST /wps/session/login/social', taken).value.userName))?.email,
      null,
    );
  });

  test('a long or odd provider name becomes a bounded, trimmed nickname', async () => {
    const response = await signIn(
      'GOOGLE',
      googleToken({ sub: 'google-long-name', name: `  A\u0000B\u200b ${'x'.repeat(300)}  ` }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const nickname = (
      await memberRow(answer('POST /wps/session/login/social', response).value.userName)
    )?.nickname;
    assert.equal(nickname, `AB ${'x'.repeat(17)}`);
  });

  test('a provider name with markup gives no nickname', async () => {
    const response = await signIn(
      'GOOGLE',
      googleToken({ sub: 'google-markup-name', name: '<img src=x onerror=alert(1)>' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const nickname = (
      await memberRow(answer('POST /wps/session/login/social', response).value.userName)
    )?.nickname;
    assert.equal(nickname, null);
  });

  test('tokens that do not hold → 401 SOCIAL_LOGIN_FAILED, and no member is created', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const membersBefore = await memberCount();
    for (const [label, token] of [
      ['wrong audience', googleToken({ aud: 'another-client.apps.googleusercontent.com' })],
      ['wrong issuer', googleToken({ iss: 'https://evil.example' })],
      ['Firebase issuer', googleToken({ iss: 'https://securetoken.google.com/lobby' })],
      ['expired', googleToken({ exp: now - 1 })],
      ['issued in the future', googleToken({ iat: now + 3600 })],
      ['no subject', googleToken({ sub: '' })],
      ['bad signature', googleToken({}, strangerKey.privateKey)],
      ['unknown kid', googleToken({}, googleKey.privateKey, 'k9')],
      ['not a token', 'not.a.token'],
      ['one part', 'eyJhbGciOiJSUzI1NiJ9'],
    ] as const) {
      const response = await signIn('GOOGLE', token);
      assert.equal(response.statusCode, 401, `${label}: ${response.body}`);
      assert.equal(refusal(response).code, 'SOCIAL_LOGIN_FAILED', label);
      assert.equal(refusal(response).messageKey, 'social_login_failed', label);
    }
    assert.equal(await memberCount(), membersBefore);
  });

  test("Google's keys unreachable → 503 PROVIDER_UNAVAILABLE", async () => {
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const restore = setSocialProviderAccess({ googleKeys: googleIdTokenKeys(offline) });
    try {
      const response = await signIn('GOOGLE', googleToken());
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(refusal(response).code, 'PROVIDER_UNAVAILABLE');
    } finally {
      restore();
    }
  });

  test('a disabled member cannot sign in with their linked account', async () => {
    const token = googleToken({ sub: 'google-disabled-1' });
    const first = await signIn('GOOGLE', token);
    assert.equal(first.statusCode, 200, first.body);
    await t.database.db.execute(
      sql`UPDATE members SET disabled = true WHERE username = ${answer('POST /wps/session/login/social', first).value.userName}`,
    );
    const response = await signIn('GOOGLE', token);
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(refusal(response).code, 'USER_DISABLED');
  });
});

test('failed password logins never keep the owner from signing in with a provider', async () => {
  // Issue 17, item 8: failures slow password guessing (captcha, delay) but lock nobody out, and
  // a verified provider token is not a guess.
  const token = googleToken({ sub: 'google-locked-1' });
  const first = await signIn('GOOGLE', token);
  assert.equal(first.statusCode, 200, first.body);
  const { userName } = answer('POST /wps/session/login/social', first).value;
  for (let failure = 0; failure < 10; failure += 1) {
    await t.database.db.execute(
      sql`INSERT INTO login_attempts (username, ip, succeeded, created_at)
          VALUES (${userName}, ${`192.0.2.${failure}`}, false, ${t.clock.now().toISOString()})`,
    );
  }
  const again = await signIn('GOOGLE', token);
  assert.equal(again.statusCode, 200, again.body);
});

test('password failures from an address do not count towards its social limit', async () => {
  const ip = '198.51.100.90';
  for (let failure = 0; failure < 40; failure += 1) {
    await t.database.db.execute(
      sql`INSERT INTO login_attempts (username, ip, succeeded, created_at)
          VALUES (${`someone${failure}`}, ${ip}, false, ${t.clock.now().toISOString()})`,
    );
  }
  const response = await signIn('GOOGLE', googleToken({ sub: 'google-carrier-1' }), ip);
  assert.equal(response.statusCode, 200, response.body);
});

describe('POST /wps/session/login/social with Facebook', () => {
  test('a valid token of our app signs in (server-side debug_token, then /me)', async () => {
    const first = await signIn('FACEBOOK', 'EAAgoodtoken1');
    assert.equal(first.statusCode, 200, first.body);
    const created = answer('POST /wps/session/login/social', first).value;
    const row = await memberRow(created.userName);
    assert.equal(row?.nickname, 'Fiona Book');
    assert.equal(row?.email, null);
    assert.equal(row?.wallets, 1);
    assert.deepEqual(
      graphCalls.map((url) => url.pathname),
      ['/debug_token', '/me'],
    );
    assert.equal(graphCalls[0]!.searchParams.get('input_token'), 'EAAgoodtoken1');
    assert.match(graphCalls[1]!.searchParams.get('appsecret_proof') ?? '', /^[0-9a-f]{64}$/);

    const second = await signIn('FACEBOOK', 'EAAgoodtoken1');
    assert.equal(answer('POST /wps/session/login/social', second).value.userName, created.userName);
  });

  test('an invalid token, another app or an unknown token → 401 SOCIAL_LOGIN_FAILED', async () => {
    for (const token of ['EAAexpired1', 'EAAotherapp1', 'EAAnobody']) {
      const response = await signIn('FACEBOOK', token);
      assert.equal(response.statusCode, 401, `${token}: ${response.body}`);
      assert.equal(refusal(response).code, 'SOCIAL_LOGIN_FAILED', token);
    }
    assert.ok(graphCalls.every((url) => url.pathname === '/debug_token'));
  });

  test('Graph API unreachable or failing → 503 PROVIDER_UNAVAILABLE', async () => {
    for (const mode of ['offline', 'error500'] as const) {
      graphMode = mode;
      const response = await signIn('FACEBOOK', 'EAAgoodtoken1');
      assert.equal(response.statusCode, 503, `${mode}: ${response.body}`);
      assert.equal(refusal(response).code, 'PROVIDER_UNAVAILABLE', mode);
    }
  });
});

describe('POST /wps/session/login/social: configuration and input', () => {
  test('a provider the brand has not configured → 400 social_login_not_configured', async () => {
    for (const [social, secrets, provider, token] of [
      [{ facebookAppId: APP_ID }, { facebookAppSecret: APP_SECRET }, 'GOOGLE', googleToken()],
      [
        { googleClientId: CLIENT_ID },
        { facebookAppSecret: APP_SECRET },
        'FACEBOOK',
        'EAAgoodtoken1',
      ],
      // An app id without its server-side secret cannot be verified: not configured either.
      [{ facebookAppId: APP_ID, googleClientId: CLIENT_ID }, {}, 'FACEBOOK', 'EAAgoodtoken1'],
    ] as const) {
      await configure(social, secrets);
      const response = await signIn(provider, token);
      assert.equal(response.statusCode, 400, `${provider}: ${response.body}`);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
      assert.deepEqual(refusal(response).details, [
        { path: 'provider', messageKey: 'social_login_not_configured' },
      ]);
    }
    assert.equal(graphCalls.length, 0);
  });

  test('bad input → 4xx, never 5xx', async () => {
    for (const payload of [
      {},
      { provider: 'GOOGLE' },
      { token: 'abc' },
      { provider: 'TWITTER', token: 'abc' },
      { provider: 'google', token: 'abc' },
      { provider: 'GOOGLE', token: '' },
      { provider: 'GOOGLE', token: 'x'.repeat(4097) },
      { provider: 'FACEBOOK', token: 'EAA|secret' },
      { provider: 'GOOGLE', token: 'a b' },
      { provider: 'GOOGLE', token: 42 },
      { provider: 'GOOGLE', token: 'abc', extra: 1 },
      [],
      'text',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/wps/session/login/social',
        payload: payload as object,
      });
      assert.ok(
        response.statusCode >= 400 && response.statusCode < 500,
        `${JSON.stringify(payload)} → ${response.statusCode}`,
      );
    }
  });

  test('failed sign-ins from one address are rate-limited like password logins', async () => {
    const ip = '198.51.100.77';
    let last;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      last = await signIn('GOOGLE', googleToken({ aud: 'wrong' }), ip);
      if (last.statusCode === 429) break;
    }
    assert.equal(last?.statusCode, 429);
    const limited = refusal(last!, rateLimitedValue);
    assert.equal(limited.code, 'RATE_LIMITED');
    assert.equal(limited.value?.captcha, false);
    assert.equal(String(limited.value?.retryAfterSeconds), last!.headers['retry-after']);
    const valid = await signIn('GOOGLE', googleToken(), ip);
    assert.equal(valid.statusCode, 429);
    const elsewhere = await signIn('GOOGLE', googleToken(), '198.51.100.78');
    assert.equal(elsewhere.statusCode, 200, elsewhere.body);
  });
});
