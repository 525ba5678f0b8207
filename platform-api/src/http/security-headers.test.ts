import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  token = await t.login('demo', 'demo1234');
});
after(async () => {
  await t.close();
});

describe('API answers', () => {
  test('JSON answers are nosniff, with a referrer policy and no framing by other origins', async () => {
    for (const url of ['/wps/system/status', '/wps/nothing/here', '/wps/game/list?pageSize=1']) {
      const response = await t.request({ method: 'GET', url });
      assert.match(String(response.headers['content-type']), /^application\/json/, url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN', url);
      assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
      assert.equal(response.headers['strict-transport-security'], undefined, url);
    }
  });

  test('member data is never stored: member, wallet and session answers carry no-store', async () => {
    const member = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const answers = [
      ['GET /wps/member/info', await member('GET', '/wps/member/info')],
      ['GET /wps/wallets/gcs', await member('GET', '/wps/wallets/gcs')],
      ['GET /wps/inbox', await member('GET', '/wps/inbox')],
      ['GET /wps/game/favourite/ids', await member('GET', '/wps/game/favourite/ids')],
      ['GET /wps/member/info without a token (401)', await t.request({ url: '/wps/member/info' })],
      [
        'POST /wps/session/login',
        await t.request({
          method: 'POST',
          url: '/wps/session/login',
          payload: { username: 'demo', password: 'demo1234' },
        }),
      ],
      [
        'POST /wps/member/password/email',
        await t.request({
          method: 'POST',
          url: '/wps/member/password/email',
          payload: { username: 'nobody', email: 'nobody@lobby.example' },
        }),
      ],
    ] as const;
    for (const [label, response] of answers) {
      assert.ok(response.statusCode < 500, `${label}: ${response.body}`);
      assert.equal(response.headers['cache-control'], 'no-store', label);
    }
  });

  test('public catalogue answers asked without a token are not marked private', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/game/list?pageSize=1' });
    assert.notEqual(response.headers['cache-control'], 'no-store');
    const image = await t.request({ method: 'GET', url: '/wps/img/app/icon.svg' });
    assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
  });
});
