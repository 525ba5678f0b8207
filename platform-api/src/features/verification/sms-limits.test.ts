import assert from 'node:assert/strict';
import { smsLimitedValue } from '../../contract/accounts.js';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { selectRows } from '../../db/database.js';
import { createTestApp, refusal, type TestApp } from '../../test/harness.js';
import {
  clientHeaders,
  freshClient,
  requestSmsCode,
  solvedCaptcha,
} from '../accounts/test-helpers.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});
// Each test starts an hour later: the sends of the one before no longer count.
beforeEach(() => t.clock.advance(3_600_000 + 1000));

let numbers = 0;
/** A number no test used before (limits per number stay out of the way). */
const newPhone = () => ({
  mobileNum: `9175${String((numbers += 1)).padStart(6, '0')}`,
  countryDialingCode: '63',
});

/** Outbox rows to a +63 9175… test number, delivered or recorded. */
async function smsCount(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM outbox_messages WHERE recipient LIKE '+63 9175%'`,
  );
  return Number(row?.n);
}

const post = (payload: object, headers: Record<string, string> = clientHeaders()) =>
  t.request({ method: 'POST', url: '/wps/verification/sms', payload, headers });

describe('POST /wps/verification/sms needs a solved captcha for register and login codes', () => {
  for (const purpose of ['REGISTER', 'LOGIN'] as const) {
    test(`${purpose}: no captcha → 401 CAPTCHA_REQUIRED, nothing sent`, async () => {
      const before = await smsCount();
      const response = await post({ ...newPhone(), purpose });
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(refusal(response).code, 'CAPTCHA_REQUIRED');
      assert.deepEqual(refusal(response).value, { captcha: true });
      assert.equal(await smsCount(), before);
    });
  }

  test('a wrong answer → 400 CAPTCHA_ERROR and the captcha is used up', async () => {
    const { captchaId, captcha } = await solvedCaptcha(t, 'SMS');
    const wrong = captcha === '00000' ? '11111' : '00000';
    const first = await post({ ...newPhone(), purpose: 'REGISTER', captchaId, captcha: wrong });
    assert.equal(first.statusCode, 400);
    assert.equal(refusal(first).code, 'CAPTCHA_ERROR');
    const retry = await post({ ...newPhone(), purpose: 'REGISTER', captchaId, captcha });
    assert.equal(refusal(retry).code, 'CAPTCHA_ERROR');
  });

  test('a captcha is single use, bound to its client and to the SMS purpose', async () => {
    const solved = await solvedCaptcha(t, 'SMS');
    assert.equal((await post({ ...newPhone(), purpose: 'REGISTER', ...solved })).statusCode, 200);
    assert.equal(
      refusal(await post({ ...newPhone(), purpose: 'REGISTER', ...solved })).code,
      'CAPTCHA_ERROR',
    );
    const otherClient = await solvedCaptcha(t, 'SMS', freshClient());
    assert.equal(
      refusal(await post({ ...newPhone(), purpose: 'REGISTER', ...otherClient })).code,
      'CAPTCHA_ERROR',
    );
    const loginCaptcha = await solvedCaptcha(t, 'LOGIN');
    assert.equal(
      refusal(await post({ ...newPhone(), purpose: 'REGISTER', ...loginCaptcha })).code,
      'CAPTCHA_ERROR',
    );
  });

  test('set-password codes (registered numbers only) need no captcha', async () => {
    const response = await post({ ...newPhone(), purpose: 'SET_PASSWORD' });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('without a client id → 400', async () => {
    const response = await post({ ...newPhone(), purpose: 'SET_PASSWORD' }, {});
    assert.equal(response.statusCode, 400);
    assert.equal(refusal(response).code, 'INVALID_INPUT');
  });
});

describe('hourly SMS limits (defaults: 5 per client, 10 per IP address, 1000 per brand)', () => {
  test('30 numbers from one client: 5 codes sent, then 429 SMS_LIMITED without sending', async () => {
    const before = await smsCount();
    const clientId = freshClient();
    const statuses: number[] = [];
    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < 30; i += 1) {
      const response = await requestSmsCode(t, newPhone(), 'REGISTER', {
        clientId,
        ip: `10.1.0.${i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refused ??= response;
    }
    assert.deepEqual(statuses, [...Array(5).fill(200), ...Array(25).fill(429)]);
    const limited = refusal(refused!, smsLimitedValue);
    assert.equal(limited.code, 'SMS_LIMITED');
    assert.equal(limited.messageKey, 'sms_limited');
    const { retryAfterSeconds } = limited.value;
    assert.ok(retryAfterSeconds > 0 && retryAfterSeconds <= 3600);
    assert.equal(await smsCount(), before + 5);
    // An hour later the client may ask again.
    t.clock.advance(3_600_000);
    const later = await requestSmsCode(t, newPhone(), 'REGISTER', { clientId, ip: '10.1.1.1' });
    assert.equal(later.statusCode, 200, later.body);
  });

  test('one IP address with a new client id each time: 10 codes, then 429', async () => {
    const before = await smsCount();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await requestSmsCode(t, newPhone(), 'LOGIN', { ip: '10.2.0.1' })).statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429, 429]);
    assert.equal(await smsCount(), before + 10);
    const elsewhere = await requestSmsCode(t, newPhone(), 'LOGIN', { ip: '10.2.0.2' });
    assert.equal(elsewhere.statusCode, 200);
  });

  test('IPv6 addresses of one /64 network share the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const ip = `2001:db8:aa:bb::${i.toString(16)}`;
      statuses.push((await requestSmsCode(t, newPhone(), 'LOGIN', { ip })).statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
    const otherNetwork = await requestSmsCode(t, newPhone(), 'LOGIN', { ip: '2001:db8:aa:bc::1' });
    assert.equal(otherNetwork.statusCode, 200);
  });

  test("the brand's hourly budget counts every client and address", async () => {
    await t.database.db.execute(sql`UPDATE brands SET sms_brand_per_hour = 3`);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (await requestSmsCode(t, newPhone(), 'REGISTER', { ip: `10.3.0.${i}` })).statusCode,
        );
      }
      assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    } finally {
      await t.database.db.execute(sql`UPDATE brands SET sms_brand_per_hour = NULL`);
    }
  });

  test('a brand setting replaces the default per client and per IP address', async () => {
    await t.database.db.execute(
      sql`UPDATE brands SET sms_per_client_hour = 2, sms_per_ip_hour = 3`,
    );
    try {
      const clientId = freshClient();
      const perClient: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        perClient.push(
          (await requestSmsCode(t, newPhone(), 'REGISTER', { clientId, ip: `10.4.0.${i}` }))
            .statusCode,
        );
      }
      assert.deepEqual(perClient, [200, 200, 429]);
      const perIp: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        perIp.push(
          (await requestSmsCode(t, newPhone(), 'REGISTER', { ip: '10.4.1.1' })).statusCode,
        );
      }
      assert.deepEqual(perIp, [200, 200, 200, 429]);
    } finally {
      await t.database.db.execute(
        sql`UPDATE brands SET sms_per_client_hour = NULL, sms_per_ip_hour = NULL`,
      );
    }
  });

  test('the limits are counted in the database: a second instance sees the first one’s sends', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    await second.ready();
    try {
      const clientId = freshClient();
      for (let i = 0; i < 5; i += 1) {
        const sent = await requestSmsCode(t, newPhone(), 'REGISTER', { clientId, ip: '10.5.0.1' });
        assert.equal(sent.statusCode, 200);
      }
      // The captcha comes from the first instance; the second checks it in the database too.
      const captcha = await solvedCaptcha(t, 'SMS', clientId);
      const refused = await second.inject({
        method: 'POST',
        url: '/wps/verification/sms',
        payload: { ...newPhone(), purpose: 'REGISTER', ...captcha },
        headers: clientHeaders(clientId),
        remoteAddress: '10.5.0.2',
      });
      assert.equal(refused.statusCode, 429, refused.body);
      assert.equal(refusal(refused).code, 'SMS_LIMITED');
    } finally {
      await second.close();
    }
  });

  test('SMS_* settings change the defaults', async () => {
    const strict = await createTestApp({ SMS_PER_CLIENT_HOUR: '1' });
    try {
      const clientId = freshClient();
      const first = await requestSmsCode(strict, newPhone(), 'REGISTER', { clientId });
      const second = await requestSmsCode(strict, newPhone(), 'REGISTER', { clientId });
      assert.deepEqual([first.statusCode, second.statusCode], [200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('e-mail codes have limits of their own (EMAIL_*), apart from SMS', () => {
  const bindCode = (app: TestApp, token: string, clientId: string, payload: object) =>
    app.request({
      method: 'POST',
      url: '/wps/security/contact/code',
      payload,
      headers: { authorization: `Bearer ${token}`, ...clientHeaders(clientId) },
    });
  let mails = 0;
  const newEmail = () => ({ channel: 'EMAIL', email: `limit${(mails += 1)}@mail.example` });
  const newSmsAddress = () => ({ channel: 'SMS', ...newPhone() });

  test('EMAIL_PER_CLIENT_HOUR=2: two e-mails, the third 429; SMS from that client still sent', async () => {
    const strict = await createTestApp({ EMAIL_PER_CLIENT_HOUR: '2' });
    try {
      const token = await strict.login('team03', 'member1234');
      const clientId = freshClient();
      const codes = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await bindCode(strict, token, clientId, newEmail())).statusCode);
      }
      assert.deepEqual(codes, [200, 200, 429]);
      const refused = await bindCode(strict, token, clientId, newEmail());
      assert.equal(refusal(refused).code, 'SMS_LIMITED');
      assert.ok(refusal(refused, smsLimitedValue).value.retryAfterSeconds > 0);
      const sms = await bindCode(strict, token, clientId, newSmsAddress());
      assert.equal(sms.statusCode, 200, sms.body);
      // An hour later the window is empty again.
      strict.clock.advance(3_600_000 + 1000);
      assert.equal((await bindCode(strict, token, clientId, newEmail())).statusCode, 200);
    } finally {
      await strict.close();
    }
  });

  test('the SMS per-client limit used up (5) does not stop e-mail codes, and the reverse', async () => {
    const token = await t.login('team03', 'member1234');
    const smsClient = freshClient();
    const sms = [];
    for (let i = 0; i < 6; i += 1) {
      sms.push((await bindCode(t, token, smsClient, newSmsAddress())).statusCode);
    }
    assert.deepEqual(sms, [200, 200, 200, 200, 200, 429]);
    assert.equal((await bindCode(t, token, smsClient, newEmail())).statusCode, 200);

    const mailClient = freshClient();
    const mail = [];
    for (let i = 0; i < 6; i += 1) {
      mail.push((await bindCode(t, token, mailClient, newEmail())).statusCode);
    }
    assert.deepEqual(mail, [200, 200, 200, 200, 200, 429], 'EMAIL_PER_CLIENT_HOUR default 5');
    assert.equal((await bindCode(t, token, mailClient, newSmsAddress())).statusCode, 200);
  });

  test('EMAIL_PER_IP_HOUR and EMAIL_BRAND_PER_HOUR count every client', async () => {
    const strict = await createTestApp({ EMAIL_PER_IP_HOUR: '3', EMAIL_BRAND_PER_HOUR: '4' });
    try {
      const token = await strict.login('team03', 'member1234');
      const byIp = [];
      for (let i = 0; i < 4; i += 1) {
        byIp.push((await bindCode(strict, token, freshClient(), newEmail())).statusCode);
      }
      assert.deepEqual(byIp, [200, 200, 200, 429]);
      strict.clock.advance(3_600_000 + 1000);
      const fromElsewhere = (n: number) =>
        strict.request({
          method: 'POST',
          url: '/wps/security/contact/code',
          payload: newEmail(),
          remoteAddress: `198.51.100.${n}`,
          headers: { authorization: `Bearer ${token}`, ...clientHeaders(freshClient()) },
        });
      const byBrand = [];
      for (let i = 1; i <= 5; i += 1) byBrand.push((await fromElsewhere(i)).statusCode);
      assert.deepEqual(byBrand, [200, 200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});
