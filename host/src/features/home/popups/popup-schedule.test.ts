import { loginFingerprint, markPopupsShown, popupsDue } from './popup-schedule';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('popup schedule', () => {
  it('a visitor gets them once per browser session', () => {
    expect(popupsDue(null)).toBe(true);
    markPopupsShown(null);
    expect(popupsDue(null)).toBe(false);
    window.sessionStorage.clear(); // a new browser session
    expect(popupsDue(null)).toBe(true);
  });

  it('a member gets them once after each login, also across tabs and reloads', () => {
    expect(popupsDue('token-of-login-1')).toBe(true);
    markPopupsShown('token-of-login-1');
    expect(popupsDue('token-of-login-1')).toBe(false);
    window.sessionStorage.clear();
    expect(popupsDue('token-of-login-1')).toBe(false);
    expect(popupsDue('token-of-login-2')).toBe(true);
  });

  it('a visitor who saw them still gets them after logging in', () => {
    markPopupsShown(null);
    expect(popupsDue('token-of-login-1')).toBe(true);
  });

  it('keeps a fingerprint of the login, never its token', () => {
    markPopupsShown('secret-session-token');
    const stored = Object.values({ ...window.localStorage });
    expect(stored.join()).not.toContain('secret-session-token');
    expect(stored).toContain(loginFingerprint('secret-session-token'));
    expect(loginFingerprint('a')).not.toBe(loginFingerprint('b'));
  });
});
