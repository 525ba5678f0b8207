import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { WHITELABEL_KEYS } from '../../contract/system.js';
import { answer, createTestApp, OPERATOR_KEY, refusal, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const status = async () =>
  answer('GET /wps/system/status', await t.request({ method: 'GET', url: '/wps/system/status' }))
    .value;

describe('GET /wps/system/status', () => {
  test('answers the brand information', async () => {
    const value = await status();
    for (const key of [
      'customerService',
      'domainRoute',
      'mobileTemplate',
      'paths',
      'register',
      'resources',
      'whitelabel',
      'mainDomain',
      'imageCDNs',
      'merchantCode',
      'currency',
      'appWindowPromotion',
    ]) {
      assert.ok(key in value.info, `info.${key}`);
    }
    assert.deepEqual(Object.keys(value.info.whitelabel).sort(), [...WHITELABEL_KEYS].sort());
    assert.ok(Object.values(value.info.whitelabel).filter(Boolean).length >= 12);
    assert.deepEqual(Object.keys(value.info.mobileTemplate).sort(), [
      'app_background',
      'app_desc',
      'app_desc_font_color',
      'dep_func',
      'mem_cen',
    ]);
    // A speed-test page is named under paths.speedTest; the seed has none (empty: no link).
    assert.equal(value.info.paths.speedTest, '');
    assert.deepEqual(value.info.currency, { code: 'CNY', symbol: '￥' });
    assert.equal(value.info.merchantCode, 'LOBBY01');
    assert.deepEqual(
      value.info.customerService.map((channel) => channel.csType),
      ['LIVECHAT'],
    );
    assert.ok(value.info.resources.length >= 4);
    assert.equal(typeof value.location.ip, 'string');
    assert.equal(value.maintenance, false);
    assert.equal(value.regionRestriction, false);
  });

  test('register settings carry rules by name', async () => {
    const register = (await status()).info.register as {
      rules: Record<string, unknown[]>;
      fields: { name: string }[];
    };
    for (const rule of [
      'loginUsername',
      'loginPassword',
      'loginMobileNum',
      'verificationCode',
      'password',
      'username',
      'email',
    ]) {
      assert.ok(Array.isArray(register.rules[rule]), rule);
    }
    assert.ok(register.fields.some((field) => field.name === 'username'));
  });
});

describe('PUT /ops/system/flags', () => {
  const put = (payload: unknown, key: string | null = OPERATOR_KEY) =>
    t.request({
      method: 'PUT',
      url: '/ops/system/flags',
      headers: key === null ? {} : { 'x-operator-key': key },
      payload: payload as object,
    });

  test('the operator switches maintenance and region restriction; status follows at once', async () => {
    const on = await put({ maintenance: true });
    assert.equal(on.statusCode, 200);
    assert.deepEqual(answer('PUT /ops/system/flags', on).value, {
      maintenance: true,
      regionRestriction: false,
    });
    assert.equal((await status()).maintenance, true);

    await put({ maintenance: false, regionRestriction: true });
    const value = await status();
    assert.equal(value.maintenance, false);
    assert.equal(value.regionRestriction, true);
    await put({ regionRestriction: false });
    assert.equal((await status()).regionRestriction, false);
  });

  test('a wrong or missing key answers 403 ACCESS_DENIED', async () => {
    for (const key of ['wrong-key-wrong-key', null]) {
      const response = await put({ maintenance: true }, key);
      assert.equal(response.statusCode, 403);
      assert.equal(refusal(response).code, 'ACCESS_DENIED');
    }
    assert.equal((await status()).maintenance, false);
  });

  test('bad bodies answer 400', async () => {
    for (const payload of [{}, { maintenance: 'yes' }, { maintenance: true, extra: 1 }]) {
      const response = await put(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(refusal(response).messageKey, 'invalid_input');
    }
  });

  test('GET /ops/outbox lists messages (none yet)', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/ops/outbox?kind=SMS',
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(answer('GET /ops/outbox', response).value, []);
  });
});

describe('operator calls without OPERATOR_KEY', () => {
  test('answer 404 as unknown paths', async () => {
    const other = await createTestApp({ OPERATOR_KEY: '' });
    try {
      const response = await other.request({
        method: 'PUT',
        url: '/ops/system/flags',
        headers: { 'x-operator-key': 'anything-at-all' },
        payload: { maintenance: true },
      });
      assert.equal(response.statusCode, 404);
      assert.equal(refusal(response).code, 'NOT_FOUND');
    } finally {
      await other.close();
    }
  });
});

describe('public system lists', () => {
  test('GET /wps/system/country', async () => {
    const { value } = answer(
      'GET /wps/system/country',
      await t.request({ method: 'GET', url: '/wps/system/country' }),
    );
    assert.ok(value.length >= 10);
    assert.deepEqual(
      value.find((c) => c.code === 'PH'),
      { code: 'PH', name: 'Philippines', dialingCode: '63' },
    );
  });

  test('GET /wps/system/downloads', async () => {
    const { value } = answer(
      'GET /wps/system/downloads',
      await t.request({ method: 'GET', url: '/wps/system/downloads' }),
    );
    assert.deepEqual(value.map((d) => d.resourceType).sort(), [
      'Android',
      'AppDownloadIcon',
      'IOS',
      'MOBILECONFIG',
    ]);
  });

  test('GET /wps/system/customerService', async () => {
    const { value } = answer(
      'GET /wps/system/customerService',
      await t.request({ method: 'GET', url: '/wps/system/customerService' }),
    );
    // The platform's own chat; no Telegram row until an operator names a real handle.
    assert.deepEqual(value, [{ csType: 'LIVECHAT', title: 'Live Chat 24/7', path: '/m/liveChat' }]);
  });

  test('GET /wps/system/helpCenter in English, Chinese and a fallback language', async () => {
    const en = answer(
      'GET /wps/system/helpCenter',
      await t.request({ method: 'GET', url: '/wps/system/helpCenter?device=MOBILE&lang=EN' }),
    ).value;
    assert.ok(en.length >= 5);
    assert.match(en[0]!.content, /<\w+/);
    // The phone help center covers the topics a new member asks about, in the operator's order.
    const titles = en.map((item) => item.title);
    for (const topic of [
      'deposit',
      'withdrawals',
      'Responsible gaming',
      'account safe',
      'Contact',
    ]) {
      assert.ok(
        titles.some((title) => title.includes(topic)),
        topic,
      );
    }
    assert.equal(titles.at(-1), 'Contact us');
    const cn = answer(
      'GET /wps/system/helpCenter',
      await t.request({ method: 'GET', url: '/wps/system/helpCenter?device=MOBILE&lang=CN' }),
    ).value;
    assert.ok(cn.some((item) => /注册/.test(item.title)));
    // Filipino has its own articles now (issue 36 item 8); a language with none falls back.
    const fil = answer(
      'GET /wps/system/helpCenter',
      await t.request({ method: 'GET', url: '/wps/system/helpCenter?device=MOBILE&lang=FIL' }),
    ).value;
    assert.ok(fil.some((item) => /magrehistro/i.test(item.title)));
    const other = answer(
      'GET /wps/system/helpCenter',
      await t.request({ method: 'GET', url: '/wps/system/helpCenter?device=MOBILE&lang=FR' }),
    ).value;
    assert.deepEqual(other, en);
  });
});
