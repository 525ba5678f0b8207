import { parseSystemStatus } from '@lobby/shared';
import { appDownloadLink } from './download-link';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36';

function statusWith(resources: Array<{ resourceType: string; url: string }>) {
  return parseSystemStatus({
    maintenance: false,
    regionRestriction: false,
    location: { ip: '10.0.0.1' },
    info: { whitelabel: {}, resources },
  });
}

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
