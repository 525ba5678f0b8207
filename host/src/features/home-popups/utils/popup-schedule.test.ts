import { loginFingerprint, markPopupsShown, popupsDue } from './popup-schedule';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('popup schedule', () => {
  it('a visitor gets no login popups', () => {
    expect(popupsDue(null)).toBe(false);
  });

  it('a member gets them once after each login, also across tabs and reloads', () => {
    expect(popupsDue('token-of-login-1')).toBe(true);
    markPopupsShown('token-of-login-1');
    expect(popupsDue('token-of-login-1')).toBe(false);
    window.sessionStorage.clear();
    expect(popupsDue('token-of-login-1')).toBe(false);
    expect(popupsDue('token-of-login-2')).toBe(true);
  });

  it('keeps a fingerprint of the login, never its token', () => {
    markPopupsShown('secret-session-token');
    const stored = Object.values({ ...window.localStorage });
    expect(stored.join()).not.toContain('secret-session-token');
    expect(stored).toContain(loginFingerprint('secret-session-token'));
    expect(loginFingerprint('a')).not.toBe(loginFingerprint('b'));
  });
});
