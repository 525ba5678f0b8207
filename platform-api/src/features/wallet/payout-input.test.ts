import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { isObviousPin } from '../../contract/payment-password.js';

/** Issue 33 item 7: payout account holders, shared account numbers, obvious payment passwords. */

let t: TestApp;
const tokens: Record<string, string> = {};

before(async () => {
  t = await createTestApp();
  for (const name of ['team09', 'team10', 'team11']) {
    tokens[name] = await t.login(name, 'member1234');
  }
});
after(async () => {
  await t.close();
});

const call = (who: string, url: string, payload: object) =>
  t.request({ method: 'POST', url, headers: bearer(tokens[who]!), payload });
const setPin = (who: string, pin: string) =>
  call(who, '/wps/withdraw/payment-password', {
    currentPassword: 'member1234',
    newPassword: pin,
    confirmPassword: pin,
  });
const addAccount = (who: string, accountNo: string, payeeName: string) =>
  call(who, '/wps/withdraw/accounts', {
    kind: 'BANK',
    provider: 'Metro Bank',
    accountNo,
    payeeName,
    paymentPassword: '135790',
  });

describe('payment password', () => {
  test('the obvious ones are refused, with the field named', async () => {
    for (const pin of ['123456', '000000', '987654', '121212', '123123', '012345']) {
      const refused = await setPin('team09', pin);
      assert.equal(refused.statusCode, 400, pin);
      assert.equal(refusal(refused).code, 'PAYMENT_PASSWORD_WEAK', pin);
      assert.equal(refusal(refused).details?.[0]?.path, 'newPassword');
    }
    for (const pin of ['135790', '112233', '246810', '907153']) {
      assert.equal(isObviousPin(pin), false, pin);
    }
    assert.equal((await setPin('team09', '135790')).statusCode, 200);
  });
});

describe('payout accounts', () => {
  before(async () => {
    for (const who of ['team10', 'team11']) {
      assert.equal((await setPin(who, '135790')).statusCode, 200);
    }
  });

  test('the holder name follows the registration name rule: no markup, no digits', async () => {
    for (const name of ['Zed <script>', 'Zed"', 'R2D2']) {
      const refused = await addAccount('team10', '600000000001', name);
      assert.equal(refused.statusCode, 400, name);
      assert.equal(refusal(refused).code, 'NAME_FORMAT', name);
    }
  });

  test('every account of a member is in one holder name', async () => {
    assert.equal((await addAccount('team10', '600000000002', 'Zed Cruz')).statusCode, 200);
    // The same person written differently is the same name.
    assert.equal((await addAccount('team10', '600000000003', '  zed   CRUZ ')).statusCode, 200);
    const other = await addAccount('team10', '600000000004', 'Ana Reyes');
    assert.equal(other.statusCode, 409);
    assert.equal(refusal(other).code, 'PAYEE_NAME_MISMATCH');
    assert.deepEqual(refusal(other).value, { payeeName: 'Zed Cruz' });
  });

  test("another member's account number is flagged on both, and audited", async () => {
    const first = answer(
      'POST /wps/withdraw/accounts',
      await addAccount('team10', '700000000009', 'Zed Cruz'),
    );
    assert.equal(first.value.sharedWithAnother, false);
    const second = await addAccount('team11', '700000000009', 'Ben Santos');
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(answer('POST /wps/withdraw/accounts', second).value.sharedWithAnother, true);
    const list = answer(
      'GET /wps/withdraw/accounts',
      await t.request({
        method: 'GET',
        url: '/wps/withdraw/accounts',
        headers: bearer(tokens.team10!),
      }),
    ).value;
    assert.equal(list.find((a) => a.id === first.value.id)!.sharedWithAnother, true);
    assert.equal(list.filter((a) => a.sharedWithAnother).length, 1);
    const [audit] = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ops_audit WHERE action = 'PAYOUT_ACCOUNT_SHARED'
            AND target = '****0009'`,
    );
    assert.equal(audit!.n, 1);
  });
});
