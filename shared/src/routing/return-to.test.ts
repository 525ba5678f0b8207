import { carryReturn, loginPathFor, returnTarget, safeLaunchId, safeNextPath } from './return-to';

describe('safeNextPath', () => {
  it.each([
    ['/m/gameList?gameType=SLOT', '/m/gameList?gameType=SLOT'],
    ['/m/withdraw', '/m/withdraw'],
    ['/m/member/home#top', '/m/member/home#top'],
    ['/m/activityDetail?url=%2Fa%2Fb', '/m/activityDetail?url=%2Fa%2Fb'],
    ['/m/gameList?gameType=SLOT&launch=9', '/m/gameList?gameType=SLOT'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/m/home'],
    ['protocol-relative', '//evil.example/m/home'],
    ['backslash host', '/\\evil.example'],
    ['backslash inside /m/', '/m/\\\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['outside /m/', '/admin'],
    ['the bare root', '/'],
    ['/m without slash', '/mx/evil'],
    ['dot segments out of /m/', '/m/../admin'],
    ['encoded dot segments', '/m/%2e%2e/admin'],
    ['encoded slash', '/m/%2f%2fevil.example'],
    ['encoded backslash', '/m/%5cevil.example'],
    ['a control character', '/m/home\n'],
    ['a tab in the host part', '/\t/evil.example'],
    ['non-ASCII', '/m/home\u3002evil'],
    ['login itself (a loop)', '/m/login?next=/m/home'],
    ['register itself (a loop)', '/m/register/'],
    ['relative path', 'm/home'],
  ])('refuses %s', (_name, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('safeLaunchId', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2147483647],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['12abc', null],
    ['2147483648', null],
    [null, null],
  ])('reads %s as %s', (raw, expected) => {
    expect(safeLaunchId(raw)).toBe(expected);
  });
});

describe('loginPathFor and returnTarget', () => {
  it('carries the place and the game to launch, and returns to them', () => {
    const login = loginPathFor({ next: '/m/gameList?gameType=SLOT', launch: 42 });
    expect(login).toBe('/m/login?next=%2Fm%2FgameList%3FgameType%3DSLOT&launch=42');
    expect(returnTarget(login.slice(login.indexOf('?')))).toBe(
      '/m/gameList?gameType=SLOT&launch=42',
    );
  });

  it('opens plain login when the place is refused, and never carries a launch without it', () => {
    expect(loginPathFor({ next: 'https://evil.example', launch: 42 })).toBe('/m/login');
  });

  it('goes home for a refused next, and drops a bad launch', () => {
    expect(returnTarget('?next=%2F%2Fevil.example')).toBe('/m/home');
    expect(returnTarget('')).toBe('/m/home');
    expect(returnTarget('?next=%2Fm%2Fwithdraw&launch=abc')).toBe('/m/withdraw');
  });

  it('passes next and launch on from login to register', () => {
    expect(carryReturn('?next=%2Fm%2Fwithdraw&launch=7', '/m/register')).toBe(
      '/m/register?next=%2Fm%2Fwithdraw&launch=7',
    );
    expect(carryReturn('?next=javascript%3Aalert(1)', '/m/register')).toBe('/m/register');
  });
});
