import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { clientHeaders, solvedCaptcha } from '../accounts/test-helpers.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

describe('GET /wps/captcha', () => {
  test('answers an SVG image, never cached', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wps/captcha',
      headers: clientHeaders(),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { value } = answer('GET /wps/captcha', response);
    assert.match(value.captchaId, /^[0-9a-f-]{36}$/);
    assert.ok(value.image.startsWith('data:image/svg+xml;base64,'));
    const svg = Buffer.from(value.image.split(',')[1]!, 'base64').toString();
    assert.match(svg, /^<svg /);
    // Digits are drawn as outlines: no text node a program could read the answer from.
    assert.doesNotMatch(svg, /<text|<tspan/);
    assert.ok((svg.match(/<path /g) ?? []).length >= 5);
    assert.equal(value.length, 5);
  });

  test('two captchas differ', async () => {
    const a = await solvedCaptcha(t);
    const b = await solvedCaptcha(t);
    assert.notEqual(a.captchaId, b.captchaId);
    assert.match(a.captcha, /^\d{5}$/);
  });

  for (const [label, headers, url] of [
    ['no client id', {}, '/wps/captcha'],
    ['short client id', { 'x-client-id': 'short' }, '/wps/captcha'],
    ['bad characters in client id', { 'x-client-id': 'aaaaaaaaaaaaaaaa<script>' }, '/wps/captcha'],
    ['unknown purpose', clientHeaders(), '/wps/captcha?purpose=EVIL'],
    ['unknown field', clientHeaders(), '/wps/captcha?x=1'],
  ] as const) {
    test(`bad input: ${label} answers 400`, async () => {
      const response = await t.request({
        method: 'GET',
        url,
        headers: headers as Record<string, string>,
      });
      assert.equal(response.statusCode, 400);
      assert.equal(refusal(response).messageKey, 'invalid_input');
    });
  }

  test('the operator read needs the key', async () => {
    const { captchaId } = await solvedCaptcha(t);
    const denied = await t.request({
      method: 'GET',
      url: `/ops/captcha/${captchaId}`,
      headers: { 'x-operator-key': 'wrong-key-wrong-key' },
    });
    assert.equal(denied.statusCode, 403);
  });
});
