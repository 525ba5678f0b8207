import {
  forgetRememberedLogin,
  readRememberedUsername,
  REMEMBERED_LOGIN_KEY,
  rememberUsername,
} from './remembered-login';

describe('remembered login', () => {
  it('stores the username and nothing else', () => {
    rememberUsername('demo');
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? 'null')).toEqual({
      type: 'username',
      username: 'demo',
    });
    expect(readRememberedUsername()).toBe('demo');
  });

  it('ignores malformed or foreign values', () => {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, '{not json');
    expect(readRememberedUsername()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'sms', username: 'x' }));
    expect(readRememberedUsername()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'username', username: '' }));
    expect(readRememberedUsername()).toBeNull();
  });

  it('forgets', () => {
    rememberUsername('demo');
    forgetRememberedLogin();
    expect(readRememberedUsername()).toBeNull();
  });
});
