import { BrandConfigError } from '@lobby/shared';
import { loadBrandConfig } from './load-brand-config';

const valid = {
  brand: 'standard',
  apiBaseUrl: '',
  remotes: {
    auth: '/remotes/auth/mf-manifest.json',
    lobby: '/remotes/lobby/mf-manifest.json',
    member: '/remotes/member/mf-manifest.json',
    promo: '/remotes/promo/mf-manifest.json',
    agent: '/remotes/agent/standard/mf-manifest.json',
  },
};

function serve(response: Partial<Response> | Error) {
  global.fetch = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response as Response;
  });
}

describe('loadBrandConfig', () => {
  it('returns the validated configuration', async () => {
    serve({ ok: true, status: 200, json: async () => valid });
    await expect(loadBrandConfig()).resolves.toEqual(valid);
  });

  it.each([
    ['an HTTP error', { ok: false, status: 404, json: async () => ({}) }, /HTTP 404/],
    ['broken JSON', { ok: true, status: 200, json: async () => JSON.parse('{') }, /not valid JSON/],
    [
      'a missing remote',
      {
        ok: true,
        status: 200,
        json: async () => ({ ...valid, remotes: { auth: valid.remotes.auth } }),
      },
      /remotes.lobby/,
    ],
  ])('fails loudly on %s', async (_label, response, message) => {
    serve(response as Partial<Response>);
    const error = await loadBrandConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandConfigError);
    expect((error as BrandConfigError).message).toMatch(message);
  });

  it("takes the page's early request instead of asking again", async () => {
    serve(new TypeError('must not be called'));
    window.__LOBBY_EARLY__ = {
      [new URL('/brand-config.json', window.location.href).href]: Promise.resolve({
        ok: true,
        status: 200,
        json: async () => valid,
      } as Response),
    };
    await expect(loadBrandConfig()).resolves.toEqual(valid);
    expect(global.fetch).not.toHaveBeenCalled();
    delete window.__LOBBY_EARLY__;
  });

  it('fails loudly when the file is unreachable', async () => {
    serve(new TypeError('Failed to fetch'));
    await expect(loadBrandConfig()).rejects.toThrow(/could not be fetched/);
  });
});
