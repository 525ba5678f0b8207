import { detectRegisterMethod } from './register-method';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function runAs(userAgent: string, { standalone = false, iosStandalone = false } = {}) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(window.navigator, 'standalone', {
    value: iosStandalone ? true : undefined,
    configurable: true,
  });
  window.matchMedia = ((query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('registerMethod', () => {
  beforeEach(() => window.localStorage.clear());

  it('is H5 in a browser tab', () => {
    runAs(ANDROID_CHROME);
    expect(detectRegisterMethod()).toBe('H5');
  });

  it('is PWA when the installed web app runs standalone', () => {
    runAs(ANDROID_CHROME, { standalone: true });
    expect(detectRegisterMethod()).toBe('PWA');
  });

  it('is WEBCLIP for an iOS home-screen clip, and remembers it under the local key WEBCLIP', () => {
    runAs(IPHONE_SAFARI, { iosStandalone: true, standalone: true });
    expect(detectRegisterMethod()).toBe('WEBCLIP');
    expect(window.localStorage.getItem('WEBCLIP')).toBe('1');
    runAs(IPHONE_SAFARI, { standalone: true });
    expect(detectRegisterMethod()).toBe('WEBCLIP');
  });

  it('is APP inside the native app', () => {
    runAs(`${ANDROID_CHROME} LobbyApp/2.1`, { standalone: true });
    expect(detectRegisterMethod()).toBe('APP');
  });
});
