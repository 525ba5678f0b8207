import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import {
  answer,
  bearer,
  createTestCluster,
  OPERATOR_KEY,
  refusal,
  type TestApp,
  type TestCluster,
} from './test/harness.js';
import { clientHeaders, codeIn, latestOutbox } from './features/accounts/test-helpers.js';
import { encryptPayload } from './features/crypto/encrypt-for-tests.js';
import { gameOf, openGame, play } from './features/games/test-helpers.js';

// Issue 17, item 10: two API instances on one database (as behind a load balancer) behave as
// one server. Each instance has its own services, memory and connection pool; requests
// alternate between them, so any limit or counter kept in one process's memory shows up here.

let cluster: TestCluster;
let a: TestApp;
let b: TestApp;
before(async () => {
  cluster = await createTestCluster(2);
  [a, b] = cluster.instances as [TestApp, TestApp];
});
after(async () => {
  await cluster.close();
});

/** The instance a load balancer would pick for the n-th request: A, B, A, B… */
const next = (() => {
  let n = 0;
  return () => (n++ % 2 === 0 ? a : b);
})();
const send = (options: InjectOptions) => next().request(options);
const login = (payload: Record<string, unknown>, clientId: string, ip?: string) =>
  send({
    method: 'POST',
    url: '/wps/session/login',
    payload,
    headers: clientHeaders(clientId),
    ...(ip ? { remoteAddress: ip } : {}),
  });

/** A captcha drawn by one instance and its answer read by the operator on another. */
async function captchaAcross(
  drawOn: TestApp,
  readOn: TestApp,
  clientId: string,
  purpose: 'LOGIN' | 'SMS' = 'LOGIN',
) {
  const drawn = await drawOn.request({
    method: 'GET',
    url: `/wps/captcha?purpose=${purpose}`,
    headers: clientHeaders(clientId),
  });
  const { captchaId } = answer('GET /wps/captcha', drawn).value;
  const read = await readOn.request({
    method: 'GET',
    url: `/ops/captcha/${captchaId}`,
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  assert.equal(read.statusCode, 200, read.body);
  return { captchaId, captcha: answer('GET /ops/captcha/:id', read).value.answer };
}

describe('two instances behind a load balancer act as one server', () => {
  test('login failures and the captcha: counted together, solved on either', async () => {
    const client = 'cluster-login-012345';
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        refusal(await login({ username: 'team01', password: 'bad-pass' }, client)).value,
      );
    }
    assert.deepEqual(answers, [{ captcha: false }, { captcha: false }, { captcha: true }]);
    assert.equal(
      refusal(await login({ username: 'team01', password: 'member1234' }, client)).code,
      'CAPTCHA_REQUIRED',
    );
    // Drawn by A, read back by the operator on B, used on B.
    const solved = await captchaAcross(a, b, client);
    const ok = await b.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'team01', password: 'member1234', ...solved },
      headers: clientHeaders(client),
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const reused = await a.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'team01', password: 'member1234', ...solved },
      headers: clientHeaders(client),
    });
    assert.equal(refusal(reused).code, 'CAPTCHA_REQUIRED', 'used up on B means used up on A');
  });

  test('the growing delay of a much-failed account holds on both', async () => {
    for (let i = 0; i < 10; i += 1) {
      const client = `cluster-d-${i}-0123456`;
      const solved = i >= 3 ? await captchaAcross(next(), next(), client) : {};
      await login({ username: 'team02', password: 'bad-pass', ...solved }, client);
    }
    const owner = 'cluster-owner-012345';
    const solved = await captchaAcross(b, a, owner);
    const early = await b.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'team02', password: 'member1234', ...solved },
      headers: clientHeaders(owner),
    });
    assert.equal(early.statusCode, 429);
    assert.equal(early.headers['retry-after'], '1');
    cluster.clock.advance(1000);
    const ok = await a.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'team02', password: 'member1234', ...solved },
      headers: clientHeaders(owner),
    });
    assert.equal(ok.statusCode, 200, ok.body);
  });

  test('a parallel burst split over both instances is counted exactly', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ username: 'team03', password: `wrong-${i}` }, `cluster-b-${i}-0123456`),
      ),
    );
    const tally: Record<string, number> = {};
    for (const response of responses) {
      const code = String(refusal(response).code);
      tally[code] = (tally[code] ?? 0) + 1;
    }
    assert.deepEqual(tally, { LOGIN_FAILED: 3, CAPTCHA_REQUIRED: 27 });
  });

  test('the encrypted login: key fetched from one instance, body sent to the other', async () => {
    const key = await a.request({ method: 'GET', url: '/wps/system/publicKey' });
    const { publicKey } = answer('GET /wps/system/publicKey', key).value;
    const response = await b.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: encryptPayload(publicKey, { username: 'demo', password: 'demo1234' }),
      headers: { 'x-payload-encryption': 'RSA-OAEP-256+A256GCM' },
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('SMS limits: one send a minute and five an hour per number, across instances', async () => {
    const phone = { mobileNum: '9171234567', countryDialingCode: '63', purpose: 'LOGIN' };
    // Each send from a client and address of its own, with an SMS captcha drawn on one instance
    // and solved on the other: only the number's own limits can refuse it.
    let sends = 0;
    const sms = async () => {
      sends += 1;
      const client = `cluster-sms-${String(sends).padStart(8, '0')}`;
      const solved = await captchaAcross(next(), next(), client, 'SMS');
      return send({
        method: 'POST',
        url: '/wps/verification/sms',
        payload: { ...phone, ...solved },
        headers: clientHeaders(client),
        remoteAddress: `198.51.100.${sends}`,
      });
    };
    // OK for a sent code, else the refusal's code (checked as a failure envelope).
    const outcome = async () => {
      const response = await sms();
      return response.statusCode === 200 ? 'OK' : refusal(response).code;
    };
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(await outcome());
      codes.push(await outcome());
      cluster.clock.advance(61_000);
    }
    codes.push(await outcome());
    assert.deepEqual(codes, [
      ...Array.from({ length: 5 }, () => ['OK', 'SMS_TOO_SOON']).flat(),
      'SMS_LIMITED',
    ]);
    // The code sent through one instance logs in through the other.
    const code = codeIn((await latestOutbox(a, '+63 9171234567'))?.body);
    const smsLogin = await b.request({
      method: 'POST',
      url: '/wps/session/login/sms',
      payload: { mobileNum: phone.mobileNum, countryDialingCode: '63', verificationCode: code },
    });
    assert.equal(smsLogin.statusCode, 200, smsLogin.body);
  });

  test('trial users: 10 an hour per address, whichever instance creates them', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await send({
        method: 'POST',
        url: '/wps/member/trialuser',
        payload: {},
        remoteAddress: '198.51.100.99',
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });

  test('a spin: launched on one, played on the other, replayed nowhere, ended by logout', async () => {
    const token = await a.login('team04', 'member1234');
    const playToken = await openGame(b, token, await gameOf(a, 'LOBBY'));
    const roundId = randomUUID();
    const spin = (instance: TestApp) =>
      instance.request({
        method: 'POST',
        url: '/wps/play/slot/spin',
        headers: play(playToken),
        payload: { roundId, stake: 1 },
      });
    assert.equal((await spin(a)).statusCode, 200);
    const replay = await spin(b);
    assert.equal(refusal(replay).code, 'ROUND_REPLAYED');
    await b.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    const after = await a.request({
      method: 'POST',
      url: '/wps/play/slot/spin',
      headers: play(playToken),
      payload: { roundId: randomUUID(), stake: 1 },
    });
    assert.equal(refusal(after).code, 'TICKET_INVALID');
  });
});
