import { BrandConfigError, getBrandConfig, parseBrandConfig, setBrandConfig } from './brand-config';

const valid = {
  brand: 'standard',
  apiBaseUrl: '',
  remotes: {
    auth: '/remotes/auth/mf-manifest.json',
    lobby: '/remotes/lobby/mf-manifest.json',
    member: 'https://cdn.example.com/member/mf-manifest.json',
    promo: '/remotes/promo/mf-manifest.json',
    agent: '/remotes/agent/gold/mf-manifest.json',
  },
};

describe('parseBrandConfig', () => {
  it('accepts a complete configuration', () => {
    expect(parseBrandConfig(valid)).toEqual(valid);
  });

  it('names every problem', () => {
    const error = (() => {
      try {
        parseBrandConfig({
          brand: '',
          apiBaseUrl: 'ftp://x',
          remotes: { auth: 'x', extra: '/a.json' },
        });
      } catch (e) {
        return e as BrandConfigError;
      }
      throw new Error('expected a BrandConfigError');
    })();
    expect(error).toBeInstanceOf(BrandConfigError);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"brand"'),
        expect.stringContaining('"apiBaseUrl"'),
        expect.stringContaining('"remotes.auth"'),
        expect.stringContaining('"remotes.lobby"'),
        expect.stringContaining('"remotes.extra"'),
      ]),
    );
  });

  it('rejects non-objects and protocol-relative URLs', () => {
    expect(() => parseBrandConfig([])).toThrow(BrandConfigError);
    expect(() =>
      parseBrandConfig({ ...valid, remotes: { ...valid.remotes, auth: '//evil.com/m.json' } }),
    ).toThrow(/remotes.auth/);
  });

  it('is readable once set', () => {
    setBrandConfig({ ...valid, brand: 'gold' });
    expect(getBrandConfig().brand).toBe('gold');
  });

  it('reads the remotes served from a release, and refuses a broken release entry', () => {
    const release = {
      id: '1.0.0-0123456789',
      locales: '/remotes/agent/releases/1.0.0-0123456789/locales/{{lng}}/{{ns}}.json',
      namespaces: ['agent', 'agentpay'],
    };
    expect(parseBrandConfig({ ...valid, releases: { agent: release } }).releases).toEqual({
      agent: release,
    });
    expect(() =>
      parseBrandConfig({ ...valid, releases: { agent: { ...release, locales: '/no-template' } } }),
    ).toThrow(/releases.agent/);
    expect(() => parseBrandConfig({ ...valid, releases: { shop: release } })).toThrow(
      /releases.shop" is not a known remote/,
    );
  });
});
