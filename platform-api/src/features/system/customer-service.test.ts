import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';

import { selectRows } from '../../db/database.js';
import { answer, createTestApp, OPERATOR_KEY, refusal, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const LIVE_CHAT = { csType: 'LIVECHAT', title: 'Live Chat 24/7', path: '/m/liveChat' } as const;
const TELEGRAM = { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/BrandSupport_1' };

const put = (payload: unknown, key: string | null = OPERATOR_KEY) =>
  t.request({
    method: 'PUT',
    url: '/ops/system/customer-service',
    headers: key ? { 'x-operator-key': key } : {},
    payload: payload as Record<string, unknown>,
  });
const publicList = async () =>
  answer(
    'GET /wps/system/customerService',
    await t.request({ method: 'GET', url: '/wps/system/customerService' }),
  ).value;

describe('PUT /ops/system/customer-service', () => {
  test('the operator names a Telegram handle: the sheet and the status list it, in order; audited', async () => {
    const set = await put({ operator: 'ops.anna', channels: [LIVE_CHAT, TELEGRAM] });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(answer('PUT /ops/system/customer-service', set).value, [LIVE_CHAT, TELEGRAM]);
    assert.deepEqual(await publicList(), [LIVE_CHAT, TELEGRAM]);
    const status = answer(
      'GET /wps/system/status',
      await t.request({ method: 'GET', url: '/wps/system/status' }),
    );
    assert.deepEqual(status.value.info.customerService, [LIVE_CHAT, TELEGRAM]);
    const read = await t.request({
      method: 'GET',
      url: '/ops/system/customer-service',
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    assert.deepEqual(answer('GET /ops/system/customer-service', read).value, [LIVE_CHAT, TELEGRAM]);
    const [audit] = await selectRows<{ operator: string; detail: { channels: unknown[] } }>(
      t.database.db,
      sql`SELECT operator, detail FROM ops_audit WHERE action = 'CUSTOMER_SERVICE_SET' ORDER BY id DESC LIMIT 1`,
    );
    assert.equal(audit?.operator, 'ops.anna');
    assert.equal(audit?.detail.channels.length, 2);

    // Back to the chat alone: the Telegram row is gone.
    assert.equal((await put({ operator: 'ops.anna', channels: [LIVE_CHAT] })).statusCode, 200);
    assert.deepEqual(await publicList(), [LIVE_CHAT]);
  });

  test('a made-up or unsafe link, too many rows or no key: refused, the list unchanged', async () => {
    const refused: [string, unknown][] = [
      ['plain http Telegram', { ...TELEGRAM, path: 'http://t.me/BrandSupport_1' }],
      ['not Telegram', { ...TELEGRAM, path: 'https://evil.example/BrandSupport' }],
      ['handle too short', { ...TELEGRAM, path: 'https://t.me/abc' }],
      ['script link', { ...LIVE_CHAT, path: 'javascript:alert(1)' }],
      ['blank title', { ...TELEGRAM, title: '  ' }],
      ['unknown channel', { csType: 'WHATSAPP', title: 'WhatsApp', path: 'https://wa.me/1' }],
    ];
    for (const [label, channel] of refused) {
      const reply = await put({ operator: 'ops.anna', channels: [channel] });
      assert.equal(reply.statusCode, 400, `${label}: ${reply.body}`);
      assert.equal(refusal(reply).code, 'INVALID_INPUT', label);
    }
    const nine = Array.from({ length: 9 }, () => LIVE_CHAT);
    assert.equal((await put({ operator: 'ops.anna', channels: nine })).statusCode, 400);
    assert.equal((await put({ channels: [LIVE_CHAT] })).statusCode, 400);
    assert.equal((await put({ operator: 'ops.anna', channels: [] }, null)).statusCode, 403);
    assert.equal(
      (await put({ operator: 'ops.anna', channels: [] }, 'wrong-key-000')).statusCode,
      403,
    );
    assert.deepEqual(await publicList(), [LIVE_CHAT]);
  });
});
