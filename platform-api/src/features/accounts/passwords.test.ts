import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { codeIn, latestOutbox, requestSmsCode } from './test-helpers.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const demoPhone = { mobileNum: '9171234567', countryDialingCode: '63' };
const demoTo = '+63 9171234567';

async function sendCode(purpose: 'LOGIN' | 'SET_PASSWORD', phone = demoPhone) {
  const response = await requestSmsCode(t, phone, purpose);
  assert.equal(response.statusCode, 200, response.body);
  t.clock.advance(61_000);
}

describe('POST /wps/member/password (change)', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/wps/member/password', payload, headers: bearer(token) });

  test('changes the password and ends every other session', async () => {
    const other = await t.login('team01', 'member1234');
    const mine = await t.login('team01', 'member1234');
    const response = await change(mine, {
      oldPassword: 'member1234',
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    assert.equal(response.statusCode, 200, response.body);
    const stillMine = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(mine),
    });
    assert.equal(stillMine.statusCode, 200);
    const ended = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(other),
    });
    assert.equal(ended.statusCode, 401);
    assert.ok(await t.login('team01', 'newpass99'));
    await assert.rejects(t.login('team01', 'member1234'));
  });

  for (const [label, payload, status, code] of [
    [
      'new equals old',
      { oldPassword: 'member1234', newPassword: 'member1234', confirmNewPassword: 'member1234' },
      400,
      'PASSWORD_SAME',
    ],
    [
      'confirmation differs',
      { oldPassword: 'member1234', newPassword: 'newpass99', confirmNewPassword: 'newpass98' },
      400,
      'CONFIRM_MISMATCH',
    ],
    [
      'weak new password',
      { oldPassword: 'member1234', newPassword: 'abc', confirmNewPassword: 'abc' },
      400,
      'PASSWORD_FORMAT',
    ],
    [
      'wrong old password',
      { oldPassword: 'wrong1234', newPassword: 'newpass99', confirmNewPassword: 'newpass99' },
      400,
      'OLD_PASSWORD_WRONG',
    ],
    [
      'missing old password',
      { newPassword: 'newpass99', confirmNewPassword: 'newpass99' },
      400,
      'INVALID_INPUT',
    ],
    [
      'unknown field',
      {
        oldPassword: 'member1234',
        newPassword: 'newpass99',
        confirmNewPassword: 'newpass99',
        x: 1,
      },
      400,
      'INVALID_INPUT',
    ],
  ] as const) {
    test(`${label} → ${status} ${code}`, async () => {
      const token = await t.login('team02', 'member1234');
      const response = await change(token, payload);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(refusal(response).code, code);
    });
  }

  test('without a token → 401', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/wps/member/password',
      payload: {
        oldPassword: 'member1234',
        newPassword: 'newpass99',
        confirmNewPassword: 'newpass99',
      },
    });
    assert.equal(response.statusCode, 401);
  });
});

describe('SMS login and set password by phone', () => {
  test('a login code from the outbox logs the demo member in, once', async () => {
    await sendCode('LOGIN');
    const code = codeIn((await latestOutbox(t, demoTo))?.body);
    const response = await t.request({
      method: 'POST',
      url: '/wps/session/login/sms',
      payload: { ...demoPhone, verificationCode: code },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(answer('POST /wps/session/login/sms', response).value.userName, 'demo');
    const again = await t.request({
      method: 'POST',
      url: '/wps/session/login/sms',
      payload: { ...demoPhone, verificationCode: code },
    });
    assert.equal(refusal(again).code, 'VERIFICATION_CODE');
  });

  test('an unregistered number gets the same answer but no code', async () => {
    const stranger = { mobileNum: '9179999999', countryDialingCode: '63' };
    const sent = await requestSmsCode(t, stranger, 'LOGIN');
    assert.equal(sent.statusCode, 200);
    const message = await latestOutbox(t, '+63 9179999999');
    assert.equal(codeIn(message?.body), '');
  });

  test('five wrong codes burn the code', async () => {
    await sendCode('LOGIN');
    const code = codeIn((await latestOutbox(t, demoTo))?.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await t.request({
        method: 'POST',
        url: '/wps/session/login/sms',
        payload: { ...demoPhone, verificationCode: wrong },
      });
    }
    const right = await t.request({
      method: 'POST',
      url: '/wps/session/login/sms',
      payload: { ...demoPhone, verificationCode: code },
    });
    assert.equal(refusal(right).code, 'VERIFICATION_CODE');
  });

  test('set password by phone: same password keeps the code, a new one logs in', async () => {
    await sendCode('SET_PASSWORD');
    const code = codeIn((await latestOutbox(t, demoTo))?.body);
    const same = await t.request({
      method: 'POST',
      url: '/wps/member/password/phone',
      payload: { ...demoPhone, verificationCode: code, password: 'demo1234' },
    });
    assert.equal(refusal(same).code, 'PASSWORD_SAME');
    assert.equal(refusal(same).messageKey, 'modify.new.old.same');
    const done = await t.request({
      method: 'POST',
      url: '/wps/member/password/phone',
      payload: { ...demoPhone, verificationCode: code, password: 'fresh1234' },
    });
    assert.equal(done.statusCode, 200, done.body);
    assert.match(
      answer('POST /wps/member/password/phone', done).value.token,
      /^[A-Za-z0-9_-]{43}$/,
    );
    assert.ok(await t.login('demo', 'fresh1234'));
  });

  for (const [label, url, payload] of [
    [
      'sms login letters in code',
      '/wps/session/login/sms',
      { ...demoPhone, verificationCode: 'abc' },
    ],
    [
      'sms login code too long',
      '/wps/session/login/sms',
      { ...demoPhone, verificationCode: '1'.repeat(11) },
    ],
    ['sms login no code', '/wps/session/login/sms', demoPhone],
    [
      'phone password weak',
      '/wps/member/password/phone',
      { ...demoPhone, verificationCode: '123456', password: 'x' },
    ],
    [
      'phone password unknown field',
      '/wps/member/password/phone',
      { ...demoPhone, verificationCode: '123456', password: 'abc12345', y: 2 },
    ],
  ] as const) {
    test(`bad input: ${label} → 400`, async () => {
      const response = await t.request({ method: 'POST', url, payload });
      assert.equal(response.statusCode, 400, response.body);
    });
  }
});

describe('forgot password by e-mail', () => {
  const ask = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/wps/member/password/email', payload });

  test('matching username and e-mail get a reset link; others the same answer and nothing', async () => {
    const wrong = await ask({ username: 'agent01', email: 'someone@else.example' });
    assert.deepEqual(answer('POST /wps/member/password/email', wrong), {
      success: true,
      value: true,
    });
    assert.equal(await latestOutbox(t, 'someone@else.example'), undefined);
    const right = await ask({ username: 'agent01', email: 'AGENT01@lobby.example' });
    assert.deepEqual(answer('POST /wps/member/password/email', right), {
      success: true,
      value: true,
    });
    const mail = await latestOutbox(t, 'agent01@lobby.example');
    const token = /resetToken=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    assert.ok(token, 'the e-mail carries a reset link');
    assert.match(mail!.body, /https:\/\/lobby\.example\/m\/forget\?resetToken=/);
    const reset = (password: string) =>
      t.request({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { token, password, confirmPassword: password },
      });
    const done = await reset('agent5678');
    assert.equal(done.statusCode, 200, done.body);
    assert.ok(await t.login('agent01', 'agent5678'));
    const reused = await reset('agent9999');
    assert.equal(refusal(reused).code, 'RESET_LINK_INVALID');
    // A link cut short or mangled by a mail client says the link does not work.
    for (const mangled of [token!.slice(0, 30), `${token}%3E`, 'x']) {
      const answer = await t.request({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { token: mangled, password: 'agent9999', confirmPassword: 'agent9999' },
      });
      assert.equal(answer.statusCode, 400, mangled);
      assert.equal(refusal(answer).code, 'RESET_LINK_INVALID', mangled);
    }
  });

  for (const payload of [
    { username: 'demo' },
    { username: '', email: 'a@b.c' },
    { username: 'demo', email: 'a'.repeat(300) },
    { username: 'demo', email: 'a@b.c', z: 1 },
  ]) {
    test(`bad input ${JSON.stringify(payload).slice(0, 50)} → 400`, async () => {
      assert.equal((await ask(payload)).statusCode, 400);
    });
  }
});
