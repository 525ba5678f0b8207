import type { DownloadLink } from '@lobby/platform-api/contract';
import { downloadTargets, isIosOutsideSafari } from './targets';

const link = (resourceType: DownloadLink['resourceType'], url: string): DownloadLink => ({
  resourceType,
  url,
});

describe('download targets', () => {
  it('prefers the iOS profile to the iOS app, and reads Android and the icon', () => {
    expect(
      downloadTargets([
        link('IOS', 'itms-services://app'),
        link('MOBILECONFIG', 'https://x/profile.mobileconfig'),
        link('Android', 'https://x/app.apk'),
        link('AppDownloadIcon', '/wps/img/app/icon.svg'),
      ]),
    ).toEqual({
      ios: 'https://x/profile.mobileconfig',
      android: 'https://x/app.apk',
      icon: '/wps/img/app/icon.svg',
    });
  });

  it('falls back to the iOS app and leaves out empty links', () => {
    expect(downloadTargets([link('IOS', 'itms-services://app'), link('Android', ' ')])).toEqual({
      ios: 'itms-services://app',
      android: null,
      icon: null,
    });
  });

  it('leaves out links the safe-URL rule refuses and takes the next usable one', () => {
    expect(
      downloadTargets([
        link('MOBILECONFIG', 'javascript:alert(1)'),
        link('IOS', ' JavaScript:alert(1)'),
        link('IOS', 'itms-services://app'),
        link('Android', 'data:text/html,<script>x</script>'),
        link('Android', '//evil.example/app.apk'),
        link('AppDownloadIcon', 'vbscript:x'),
      ]),
    ).toEqual({ ios: 'itms-services://app', android: null, icon: null });
  });
});

describe('iOS outside Safari', () => {
  it('is true for Chrome or Firefox on an iPhone, false for Safari and Android', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
    expect(isIosOutsideSafari(`${iphone} (KHTML, like Gecko) CriOS/120.0 Mobile/15E148`)).toBe(
      true,
    );
    expect(isIosOutsideSafari(`${iphone} (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148`)).toBe(
      true,
    );
    expect(
      isIosOutsideSafari(`${iphone} (KHTML, like Gecko) Version/17.0 Mobile Safari/604.1`),
    ).toBe(false);
    expect(isIosOutsideSafari('Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari')).toBe(
      false,
    );
  });
});
