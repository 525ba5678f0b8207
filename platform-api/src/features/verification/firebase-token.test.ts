import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiError } from '../../http/errors.js';
import { googleKeySource } from './firebase-token.js';

function fakeFetch(cacheControl: string | null, status = 200) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ k1: 'PEM' }), {
      status,
      headers: cacheControl ? { 'cache-control': cacheControl } : {},
    });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('googleKeySource', () => {
  test("fetches Google's securetoken keys and keeps them for max-age", async () => {
    const { calls, fetchImpl } = fakeFetch('public, max-age=3600, must-revalidate');
    const keys = googleKeySource(fetchImpl);
    assert.deepEqual(await keys(), { k1: 'PEM' });
    assert.deepEqual(await keys(), { k1: 'PEM' });
    assert.equal(calls.length, 1);
    assert.match(calls[0]!, /securetoken@system\.gserviceaccount\.com$/);
  });

  test('without max-age the keys are fetched again next time', async () => {
    const { calls, fetchImpl } = fakeFetch(null);
    const keys = googleKeySource(fetchImpl);
    await keys();
    await keys();
    assert.equal(calls.length, 2);
  });

  test('a failed answer rejects with PROVIDER_UNAVAILABLE (503), and nothing is cached', async () => {
    const { fetchImpl, calls } = fakeFetch('max-age=3600', 503);
    const keys = googleKeySource(fetchImpl);
    await assert.rejects(keys(), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.code, 'PROVIDER_UNAVAILABLE');
      assert.equal(error.status, 503);
      return true;
    });
    await assert.rejects(keys());
    assert.equal(calls.length, 2);
  });

  test('an unreachable key server (offline) rejects with PROVIDER_UNAVAILABLE too', async () => {
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await assert.rejects(googleKeySource(offline)(), (error: unknown) => {
      assert.ok(error instanceof ApiError && error.code === 'PROVIDER_UNAVAILABLE');
      return true;
    });
  });
});
