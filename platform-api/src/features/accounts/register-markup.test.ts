import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { REGISTER_SETTINGS } from '../../seed/register-settings.js';
import { clientHeaders, solvedCaptcha } from './test-helpers.js';

const TEXT_FIELDS = [
  'nickname',
  'payeeName',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const;

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // A brand that shows every profile field and whose own rules only limit the length: markup
  // must be refused by the platform itself, not by whatever rules an operator configured.
  const register = {
    ...REGISTER_SETTINGS,
    fields: REGISTER_SETTINGS.fields.map((field) => ({ ...field, show: true })),
    rules: {
      ...REGISTER_SETTINGS.rules,
      ...Object.fromEntries(
        TEXT_FIELDS.map((name) => [name, [{ max: 100, message: 'invalid_input' }]]),
      ),
    },
  };
  // before the first request: the platform reads the brand once and keeps it
  await t.database.db.execute(sql`UPDATE brands SET register = ${JSON.stringify(register)}::jsonb`);
});
after(async () => {
  await t.close();
});

let serial = 0;
async function register(profile: Record<string, string>) {
  serial += 1;
  return t.request({
    method: 'PUT',
    url: '/wps/member/register',
    payload: {
      ...(await solvedCaptcha(t, 'REGISTER')),
      username: `markup${String(serial).padStart(3, '0')}`,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      ...profile,
    },
    headers: clientHeaders(),
  });
}

describe('registration profile fields refuse markup', () => {
  for (const field of TEXT_FIELDS) {
    for (const value of ['<b>x</b>', 'a>b', 'x"onmouseover="y', 'a`b', 'a&lt;b']) {
      test(`${field} = ${JSON.stringify(value)} → 400 INVALID_INPUT`, async () => {
        const response = await register({ [field]: value });
        assert.equal(response.statusCode, 400, response.body);
        const refused = refusal(response);
        assert.equal(refused.code, 'INVALID_INPUT');
        assert.deepEqual(
          refused.details?.map((detail) => detail.path),
          [field],
        );
      });
    }
  }

  test('an e-mail address with markup → 400 INVALID_INPUT', async () => {
    const response = await register({ email: '"<img src=x>"@example.com' });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(refusal(response).code, 'INVALID_INPUT');
  });

  test('plain text (an apostrophe included) still registers', async () => {
    const response = await register({
      nickname: "D'Angelo 7",
      payeeName: "Ana O'Brien",
      facebook: 'ana.obrien',
      line: 'ana_line',
    });
    assert.equal(response.statusCode, 200, response.body);
  });
});
