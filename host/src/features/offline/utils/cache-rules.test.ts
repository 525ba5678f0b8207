import {
  forbidsStoring,
  isAppNavigation,
  isImage,
  isLocaleFile,
  isPublicApiRead,
  isRemoteChunk,
  isRemoteEntry,
  type RequestFacts,
} from './cache-rules';

const ORIGIN = 'https://m.lobby.example';
const request = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(path, ORIGIN),
  method: 'GET',
  mode: 'cors',
  destination: '',
  hasToken: false,
  origin: ORIGIN,
  ...facts,
});

describe('what the service worker keeps', () => {
  it.each([
    '/wps/system/status',
    '/wps/banners?groupName=m_home',
    '/wps/announcements?types=A',
    '/wps/game/hot',
    '/wps/game/vendorGameTypes',
    '/wps/promotions',
  ])('keeps the public read %s of a visitor', (path) => {
    expect(isPublicApiRead(request(path))).toBe(true);
  });

  it.each([
    ['a member call', '/wps/member/info', {}],
    ['a wallet', '/wps/wallets/gcs', {}],
    ['unread counts', '/wps/announcements/unread', {}],
    ['favourites', '/wps/game/favourite/list', {}],
    ['an operator call', '/ops/withdrawals', {}],
    ['a public read asked with a token', '/wps/banners', { hasToken: true }],
    ['a write', '/wps/banners', { method: 'POST' }],
  ])('never keeps %s', (_name, path, facts) => {
    expect(isPublicApiRead(request(path, facts))).toBe(false);
  });

  it('answers page loads of the app, not of the API, remotes or docs', () => {
    expect(isAppNavigation(request('/m/home', { mode: 'navigate' }))).toBe(true);
    expect(isAppNavigation(request('/', { mode: 'navigate' }))).toBe(true);
    for (const path of ['/wps/system/status', '/ops/clock', '/docs', '/remotes/lobby/x.js'])
      expect(isAppNavigation(request(path, { mode: 'navigate' }))).toBe(false);
    expect(isAppNavigation(request('/m/home'))).toBe(false);
  });

  it("tells a remote's entry (network first) from its hashed chunks (kept)", () => {
    expect(isRemoteEntry(request('/remotes/lobby/mf-manifest.json'))).toBe(true);
    expect(isRemoteEntry(request('https://cdn.example/agent/remoteEntry.js'))).toBe(true);
    expect(isRemoteChunk(request('/remotes/lobby/mf-manifest.json'))).toBe(false);
    expect(isRemoteChunk(request('/remotes/lobby/123.a1b2c3d4e5.js'))).toBe(true);
    expect(isRemoteChunk(request('/remotes/lobby/remoteEntry.js'))).toBe(false);
  });

  it("keeps a release's files (translations included) once fetched: a release never changes", () => {
    const release = '/remotes/agent/releases/1.0.0-a1b2c3d4e5';
    expect(isRemoteChunk(request(`${release}/locales/TH/agent.json`))).toBe(true);
    expect(isRemoteChunk(request(`${release}/remoteEntry.js`))).toBe(true);
    // its manifest and entry still go to the network first (that rule comes first)
    expect(isRemoteEntry(request(`${release}/mf-manifest.json`))).toBe(true);
    expect(isRemoteChunk(request('/remotes/agent/releases/'))).toBe(false);
  });

  it('keeps translations and pictures', () => {
    expect(isLocaleFile(request('/locales/CN/common.json'))).toBe(true);
    expect(isLocaleFile(request('/locales/../x.json'))).toBe(false);
    expect(isImage(request('/wps/img/banner/1.svg'))).toBe(true);
    expect(isImage(request('https://cdn.example/a.png', { destination: 'image' }))).toBe(true);
    expect(isImage(request('/wps/banners'))).toBe(false);
  });

  it('stores nothing marked no-store or private', () => {
    expect(forbidsStoring('no-store')).toBe(true);
    expect(forbidsStoring('private, max-age=60')).toBe(true);
    expect(forbidsStoring('no-cache')).toBe(false);
    expect(forbidsStoring(null)).toBe(false);
  });
});
