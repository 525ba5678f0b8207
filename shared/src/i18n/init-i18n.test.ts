import { createFetchBackend, readStoredLanguage, LANGUAGE_STORAGE_KEY } from './init-i18n';
import { LANGUAGES } from './languages';
import { setReleaseTranslations } from './release-translations';

function read(backend: ReturnType<typeof createFetchBackend>, language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    backend.read(language, namespace, (error, data) => resolve({ error, data }));
  });
}

describe('lazy locale backend', () => {
  afterEach(() => {
    delete (global as { fetch?: unknown }).fetch;
    setReleaseTranslations([]);
  });

  it("reads a released remote's namespace from its release, the site's copy as the fallback", async () => {
    setReleaseTranslations([['agent', '/remotes/agent/releases/r1/locales/{{lng}}/{{ns}}.json']]);
    const answers: Record<string, { ok: boolean; status: number; json: () => Promise<unknown> }> = {
      '/remotes/agent/releases/r1/locales/TH/agent.json': {
        ok: true,
        status: 200,
        json: async () => ({ releaseNote: 'ใหม่' }),
      },
      '/locales/TH/agent.json': { ok: true, status: 200, json: async () => ({ old: 'เก่า' }) },
      '/remotes/agent/releases/r1/locales/KO/agent.json': {
        ok: false,
        status: 503,
        json: async () => ({}),
      },
      '/locales/KO/agent.json': { ok: true, status: 200, json: async () => ({ old: '이전' }) },
    };
    const fetchMock = jest.fn(async (url: string) => answers[url]);
    global.fetch = fetchMock as unknown as typeof fetch;
    const backend = createFetchBackend();
    expect(await read(backend, 'TH', 'agent')).toEqual({
      error: null,
      data: { releaseNote: 'ใหม่' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await read(backend, 'KO', 'agent')).toEqual({ error: null, data: { old: '이전' } });
    // a namespace the release does not bring still comes with the site
    fetchMock.mockClear();
    await read(backend, 'TH', 'lobby');
    expect(fetchMock).toHaveBeenCalledWith('/locales/TH/lobby.json', expect.anything());
  });

  it('fetches one namespace of one translated language', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ hello: 'Halo' }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const result = await read(createFetchBackend('/locales/{{lng}}/{{ns}}.json'), 'ID', 'lobby');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/locales/ID/lobby.json', expect.anything());
    expect(result).toEqual({ error: null, data: { hello: 'Halo' } });
  });

  it("uses the page's early request of a file once, then the network", async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ a: 'net' }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    window.__LOBBY_EARLY__ = {
      [new URL('/locales/EN/common.json', window.location.href).href]: Promise.resolve({
        ok: true,
        status: 200,
        json: async () => ({ a: 'early' }),
      } as Response),
    };
    const backend = createFetchBackend();
    expect(await read(backend, 'EN', 'common')).toEqual({ error: null, data: { a: 'early' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await read(backend, 'EN', 'common')).toEqual({ error: null, data: { a: 'net' } });
    delete window.__LOBBY_EARLY__;
  });

  it('requests nothing for a language without files (it falls back to English)', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    expect(await read(createFetchBackend(), 'MS', 'common')).toEqual({ error: null, data: {} });
    expect(await read(createFetchBackend(), 'EN', '../../etc/passwd')).toEqual({
      error: null,
      data: {},
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a server failure so i18next can retry', async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 500,
      json: async () => ({}),
    })) as unknown as typeof fetch;
    const result = await read(createFetchBackend(), 'EN', 'common');
    expect(result.error).toBeInstanceOf(Error);
  });
});

describe('languages', () => {
  it("lists about 35 unique codes with the spec's eight and FIL translated", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    expect(LANGUAGES.filter((l) => l.translated).map((l) => l.code)).toEqual([
      'EN',
      'ID',
      'FIL',
      'CN',
      'TW',
      'TH',
      'VI',
      'KO',
      'JA',
    ]);
  });

  it('reads a stored language and ignores unknown ones', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fil');
    expect(readStoredLanguage()).toBe('FIL');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(readStoredLanguage()).toBe('EN');
  });
});
