import { parseSystemStatus } from '@lobby/shared';
import { downloadOffers, offersSomething } from './download-offers';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const iphoneSafari = `${iphone} (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1`;
const iphoneChrome = `${iphone} (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1`;
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36';

function statusWith(resources: Array<{ resourceType: string; url: string }>) {
  return parseSystemStatus({
    maintenance: false,
    regionRestriction: false,
    info: { whitelabel: {}, resources, appWindowPromotion: true },
  });
}

const allLinks = statusWith([
  { resourceType: 'IOS', url: 'itms-services://?action=download-manifest&url=https://a/m.plist' },
  { resourceType: 'Android', url: 'https://a/lobby.apk' },
  { resourceType: 'MOBILECONFIG', url: '/lobby.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/icon.svg' },
]);

describe('downloadOffers', () => {
  it('offers the Android app on Android', () => {
    const offers = downloadOffers(allLinks, android);
    expect(offers).toEqual({
      addToHomeScreen: false,
      android: 'https://a/lobby.apk',
      iosProfile: null,
      iosApp: null,
      icon: '/icon.svg',
    });
    expect(offersSomething(offers)).toBe(true);
  });

  it('offers the iOS app and profile on iPhone, and add to home screen in Safari only', () => {
    expect(downloadOffers(allLinks, iphoneSafari)).toMatchObject({
      addToHomeScreen: true,
      android: null,
      iosProfile: '/lobby.mobileconfig',
      iosApp: 'itms-services://?action=download-manifest&url=https://a/m.plist',
    });
    expect(downloadOffers(allLinks, iphoneChrome).addToHomeScreen).toBe(false);
  });

  it('has nothing to offer on Android with iOS links only', () => {
    const offers = downloadOffers(statusWith([{ resourceType: 'IOS', url: '/ios' }]), android);
    expect(offersSomething(offers)).toBe(false);
  });
});
