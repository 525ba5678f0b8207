import { parseSystemStatus } from '../status/parse-system-status';
import { appDownloadLink, safeDownloadUrl, showDownloadIcon } from './download-link';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36';

function statusWith(
  resources: Array<{ resourceType: string; url: string }>,
  appWindowPromotion = true,
) {
  return parseSystemStatus({
    maintenance: false,
    regionRestriction: false,
    location: { ip: '10.0.0.1' },
    info: { whitelabel: {}, resources, appWindowPromotion },
  });
}

const allLinks = statusWith([
  { resourceType: 'IOS', url: 'itms-services://?action=download-manifest&url=https://a/m.plist' },
  { resourceType: 'Android', url: 'https://a/lobby.apk' },
  { resourceType: 'MOBILECONFIG', url: '/lobby.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/icon.svg' },
]);

function inInstalledApp(installed: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: installed && query === '(display-mode: standalone)',
  })) as unknown as typeof window.matchMedia;
}

describe('appDownloadLink', () => {
  beforeEach(() => inInstalledApp(false));

  it('gives the iOS app on an iPhone, else its profile', () => {
    const both = statusWith([
      { resourceType: 'MOBILECONFIG', url: '/profile' },
      { resourceType: 'IOS', url: '/ios' },
      { resourceType: 'Android', url: '/apk' },
    ]);
    expect(appDownloadLink(both, iphone)).toBe('/ios');
    expect(
      appDownloadLink(statusWith([{ resourceType: 'MOBILECONFIG', url: '/profile' }]), iphone),
    ).toBe('/profile');
  });

  it('gives the Android app elsewhere, and nothing when there is none', () => {
    expect(appDownloadLink(statusWith([{ resourceType: 'Android', url: '/apk' }]), android)).toBe(
      '/apk',
    );
    expect(appDownloadLink(statusWith([{ resourceType: 'IOS', url: '/ios' }]), android)).toBeNull();
  });

  it('gives nothing inside the installed web app', () => {
    inInstalledApp(true);
    expect(
      appDownloadLink(statusWith([{ resourceType: 'Android', url: '/apk' }]), android),
    ).toBeNull();
  });
});

describe('safeDownloadUrl', () => {
  it('takes same-origin paths, http(s) and iOS install links; refuses the rest', () => {
    expect(safeDownloadUrl('/app.apk')).toBe('/app.apk');
    expect(safeDownloadUrl(' https://a.example/app.apk ')).toBe('https://a.example/app.apk');
    expect(safeDownloadUrl('itms-services://?action=download-manifest')).toBe(
      'itms-services://?action=download-manifest',
    );
    expect(safeDownloadUrl('javascript:alert(1)')).toBeNull();
    expect(safeDownloadUrl('//evil.example/app')).toBeNull();
    expect(safeDownloadUrl('')).toBeNull();
  });

  it('keeps unsafe links out of every offer', () => {
    const bad = statusWith([{ resourceType: 'Android', url: 'javascript:alert(1)' }]);
    expect(appDownloadLink(bad, android)).toBeNull();
    expect(showDownloadIcon(bad, true, android)).toBe(false);
  });
});

describe('showDownloadIcon', () => {
  beforeEach(() => inInstalledApp(false));

  it('on home, with promotion on and a link, outside the app', () => {
    expect(showDownloadIcon(allLinks, true, android)).toBe(true);
    expect(showDownloadIcon(allLinks, false, android)).toBe(false);
    expect(
      showDownloadIcon(statusWith([{ resourceType: 'Android', url: '/a' }], false), true, android),
    ).toBe(false);
    expect(
      showDownloadIcon(statusWith([{ resourceType: 'AppDownloadIcon', url: '/i' }]), true, android),
    ).toBe(false);
    expect(showDownloadIcon(allLinks, true, `${android} LobbyApp/2.1`)).toBe(false);
  });
});
