import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { ops } from '../wallet/wallet-test-helpers.js';

let t: TestApp;
let member: string;
before(async () => {
  t = await createTestApp();
  member = await t.login('team12', 'member1234');
});
after(async () => {
  await t.close();
});

const call = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  headers: Record<string, string> = ops,
) => t.request({ method, url, headers, ...(payload ? { payload } : {}) });
const catalogue = async () =>
  answer(
    'GET /wps/mall',
    await t.request({ method: 'GET', url: '/wps/mall', headers: bearer(member) }),
  ).value.items;
const audit = (target: string) =>
  selectRows<{ operator: string; action: string; reason: string; created_at: Date }>(
    t.database.db,
    sql`SELECT operator, action, reason, created_at FROM ops_audit
         WHERE action LIKE 'mall.item.%' AND target = ${target} ORDER BY id`,
  );

const cap = {
  operator: 'alice',
  reason: 'new season merchandise',
  kind: 'PHYSICAL',
  names: { EN: 'Lobby cap', CN: 'Lobby 帽子' },
  descriptions: { EN: 'A cap with the Lobby logo.' },
  pointsCost: 900,
  stock: 5,
};

describe('operator catalogue (/ops/mall/items)', { concurrency: 1 }, () => {
  let capId: number;

  test('create: members see it in their language at once; who, when and why are recorded', async () => {
    const created = await call('POST', '/ops/mall/items', cap);
    assert.equal(created.statusCode, 200, created.body);
    const item = answer('POST /ops/mall/items', created).value;
    capId = item.id;
    assert.equal(item.kind, 'PHYSICAL');
    assert.equal(item.bonus, null);
    assert.equal(item.enabled, true);
    assert.equal(item.retiredAt, null);
    const seen = (await catalogue()).find((i) => i.id === capId);
    assert.equal(seen?.name, 'Lobby cap');
    assert.equal(seen?.stock, 5);
    const cn = answer(
      'GET /wps/mall',
      await t.request({ method: 'GET', url: '/wps/mall?language=CN', headers: bearer(member) }),
    ).value.items.find((i) => i.id === capId);
    assert.equal(cn?.name, 'Lobby 帽子');
    assert.equal(cn?.description, 'A cap with the Lobby logo.'); // English when no CN text
    const [entry] = await audit(String(capId));
    assert.equal(entry?.operator, 'alice');
    assert.equal(entry?.action, 'mall.item.create');
    assert.equal(entry?.reason, 'new season merchandise');
    assert.equal(new Date(entry!.created_at).getTime(), t.clock.now().getTime());

    const bonus = await call('POST', '/ops/mall/items', {
      ...cap,
      kind: 'BONUS',
      names: { EN: 'Bonus cash 5' },
      bonus: 5.5,
      pointsCost: 60,
    });
    assert.equal(bonus.statusCode, 200, bonus.body);
    assert.equal(answer('POST /ops/mall/items', bonus).value.bonus, 5.5);
  });

  test('edit price, stock and state; the list shows every item', async () => {
    const edited = await call('PATCH', `/ops/mall/items/${capId}`, {
      operator: 'bob',
      reason: 'price rise and restock',
      pointsCost: 1200,
      stock: 40,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(answer('PATCH /ops/mall/items/:id', edited).value.pointsCost, 1200);
    const seen = (await catalogue()).find((i) => i.id === capId);
    assert.equal(seen?.pointsCost, 1200);
    assert.equal(seen?.stock, 40);

    const off = await call('PATCH', `/ops/mall/items/${capId}`, {
      operator: 'bob',
      reason: 'paused for the audit',
      enabled: false,
    });
    assert.equal(answer('PATCH /ops/mall/items/:id', off).value.enabled, false);
    assert.equal(
      (await catalogue()).find((i) => i.id === capId),
      undefined,
    );
    const redeem = await t.request({
      method: 'POST',
      url: '/wps/mall/redeem',
      headers: bearer(member),
      payload: {
        itemId: capId,
        address: { recipient: 'Team Twelve', phone: '+63 917 000 0000', address: '1 Main St' },
      },
    });
    assert.equal(redeem.statusCode, 404);

    const on = await call('PATCH', `/ops/mall/items/${capId}`, {
      operator: 'bob',
      reason: 'back on sale',
      enabled: true,
    });
    assert.equal(answer('PATCH /ops/mall/items/:id', on).value.enabled, true);
    const list = answer('GET /ops/mall/items', await call('GET', '/ops/mall/items')).value.items;
    assert.ok(list.some((i) => i.id === capId && i.names.CN === 'Lobby 帽子'));
    const actions = (await audit(String(capId))).map((e) => `${e.operator}:${e.action}`);
    assert.deepEqual(actions, [
      'alice:mall.item.create',
      'bob:mall.item.edit',
      'bob:mall.item.edit',
      'bob:mall.item.edit',
    ]);
  });

  test('retire: hidden from members, kept for the operator, no more edits', async () => {
    const retired = await call('DELETE', `/ops/mall/items/${capId}`, {
      operator: 'carol',
      reason: 'discontinued by the supplier',
    });
    assert.equal(retired.statusCode, 200, retired.body);
    const item = answer('DELETE /ops/mall/items/:id', retired).value;
    assert.equal(item.enabled, false);
    assert.equal(item.retiredAt, t.clock.now().toISOString());
    assert.equal(
      (await catalogue()).find((i) => i.id === capId),
      undefined,
    );
    const again = await call('PATCH', `/ops/mall/items/${capId}`, {
      operator: 'carol',
      reason: 'try to sell it again',
      enabled: true,
    });
    assert.equal(again.statusCode, 409);
    assert.equal(refusal(again).code, 'MALL_ITEM_RETIRED');
    assert.equal(refusal(again).messageKey, 'mall_item_retired');
    const twice = await call('DELETE', `/ops/mall/items/${capId}`, {
      operator: 'carol',
      reason: 'retire it twice',
    });
    assert.equal(twice.statusCode, 409);
    const last = (await audit(String(capId))).at(-1);
    assert.equal(last?.action, 'mall.item.retire');
    assert.equal(last?.reason, 'discontinued by the supplier');
    assert.equal(
      (await call('PATCH', '/ops/mall/items/999999', { operator: 'a1', reason: 'none', stock: 1 }))
        .statusCode,
      404,
    );
  });

  test('without the operator key every call is refused; bad input answers 400', async () => {
    for (const [method, url, payload] of [
      ['GET', '/ops/mall/items', undefined],
      ['POST', '/ops/mall/items', cap],
      ['PATCH', '/ops/mall/items/1', { operator: 'x1', reason: 'nope', stock: 1 }],
      ['DELETE', '/ops/mall/items/1', { operator: 'x1', reason: 'nope' }],
    ] as const) {
      const refused = await call(method, url, payload, bearer(member));
      assert.equal(refused.statusCode, 403, `${method} ${url}`);
    }
    const bad: [InjectOptions['method'], string, object][] = [
      ['POST', '/ops/mall/items', { ...cap, reason: undefined }],
      ['POST', '/ops/mall/items', { ...cap, reason: 'ab' }],
      ['POST', '/ops/mall/items', { ...cap, operator: 'a b' }],
      ['POST', '/ops/mall/items', { ...cap, kind: 'CAR' }],
      ['POST', '/ops/mall/items', { ...cap, names: { CN: 'no English' } }],
      ['POST', '/ops/mall/items', { ...cap, names: { EN: '' } }],
      ['POST', '/ops/mall/items', { ...cap, names: { EN: 'x', XX: 'unknown' } }],
      ['POST', '/ops/mall/items', { ...cap, pointsCost: 0 }],
      ['POST', '/ops/mall/items', { ...cap, pointsCost: 1.5 }],
      ['POST', '/ops/mall/items', { ...cap, stock: -1 }],
      ['POST', '/ops/mall/items', { ...cap, bonus: 5 }], // physical with cash
      ['POST', '/ops/mall/items', { ...cap, kind: 'BONUS' }], // bonus without cash
      ['POST', '/ops/mall/items', { ...cap, kind: 'BONUS', bonus: 0.001 }],
      ['POST', '/ops/mall/items', { ...cap, extra: 1 }],
      ['PATCH', '/ops/mall/items/1', { operator: 'bob', reason: 'nothing' }],
      ['PATCH', '/ops/mall/items/1', { operator: 'bob', reason: 'kind', kind: 'BONUS' }],
      ['PATCH', '/ops/mall/items/1', { operator: 'bob', reason: 'neg', stock: -5 }],
      ['PATCH', '/ops/mall/items/abc', { operator: 'bob', reason: 'id', stock: 5 }],
      ['DELETE', '/ops/mall/items/1', { operator: 'bob' }],
    ];
    for (const [method, url, payload] of bad) {
      const response = await call(method, url, payload);
      assert.equal(response.statusCode, 400, `${method} ${url} ${JSON.stringify(payload)}`);
    }
  });
});
