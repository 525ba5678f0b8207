import { safeHref, toSafeUrl } from './safe-url';

const SITE = 'https://lobby.example/m/home';

describe('toSafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\u0000:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'blob:https://lobby.example/uuid',
    'file:///etc/passwd',
    'ftp://files.example/x',
    'mailto:a@b.c',
    '//evil.example/phish',
    ' //evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example/phish',
    '///evil.example/phish',
    'http://',
    'notice',
    'not a url',
    '../m/home',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(toSafeUrl(raw, { base: SITE })).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['https://x.example']])('refuses a non-string %j', (raw) => {
    expect(toSafeUrl(raw, { base: SITE })).toBeNull();
  });

  it('allows http and https links to other sites, in any letter case', () => {
    expect(toSafeUrl('https://t.me/lobby', { base: SITE })).toEqual({
      href: 'https://t.me/lobby',
      appPath: null,
    });
    expect(toSafeUrl('HTTP://Chat.Example/room?a=1', { base: SITE })).toEqual({
      href: 'http://chat.example/room?a=1',
      appPath: null,
    });
    expect(toSafeUrl('  https://t.me/lobby  ', { base: SITE })?.href).toBe('https://t.me/lobby');
  });

  it('allows paths of this site and tells their in-app path', () => {
    expect(toSafeUrl('/m/activity?id=3#top', { base: SITE })).toEqual({
      href: 'https://lobby.example/m/activity?id=3#top',
      appPath: '/m/activity?id=3#top',
    });
    expect(toSafeUrl('https://lobby.example/m/notice', { base: SITE })?.appPath).toBe('/m/notice');
    expect(toSafeUrl('//lobby.example/m/notice', { base: SITE })?.appPath).toBe('/m/notice');
  });
});

describe('app install links', () => {
  const link = 'itms-services://?action=download-manifest&url=https://a.example/m.plist';
  it('are refused unless asked for, and even then other schemes stay refused', () => {
    expect(toSafeUrl(link, { base: SITE })).toBeNull();
    expect(toSafeUrl(link, { base: SITE, appInstall: true })).toEqual({
      href: link,
      appPath: null,
    });
    expect(toSafeUrl('javascript:alert(1)', { base: SITE, appInstall: true })).toBeNull();
    expect(toSafeUrl('//evil.example/', { base: SITE, appInstall: true })).toBeNull();
  });
});

describe('safeHref', () => {
  it('gives this site’s path, the absolute http(s) URL, or undefined', () => {
    expect(safeHref('https://apps.example/app.apk')).toBe('https://apps.example/app.apk');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('/m/home?a=1')).toBe('/m/home?a=1');
    expect(safeHref(`${window.location.origin}/m/home`)).toBe('/m/home');
  });
});
