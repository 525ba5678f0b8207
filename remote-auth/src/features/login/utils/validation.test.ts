import { firstErrorField, validatePassword, validateUsername } from './validation';

describe('login validation', () => {
  it('requires both fields and reports the first in screen order', () => {
    expect(validateUsername('  ')).toBe('validation.usernameRequired');
    expect(validatePassword('')).toBe('validation.passwordRequired');
    expect(
      firstErrorField({
        username: 'validation.usernameRequired',
        password: 'validation.passwordRequired',
      }),
    ).toBe('username');
  });

  it('checks the username format', () => {
    expect(validateUsername('abc')).toBe('validation.usernameFormat');
    expect(validateUsername('has space')).toBe('validation.usernameFormat');
    expect(validateUsername('a'.repeat(17))).toBe('validation.usernameFormat');
    expect(validateUsername(' demo ')).toBeUndefined();
    expect(validateUsername('agent_01')).toBeUndefined();
  });

  it('checks the password length', () => {
    expect(validatePassword('12345')).toBe('validation.passwordFormat');
    expect(validatePassword('x'.repeat(21))).toBe('validation.passwordFormat');
    expect(validatePassword('123456')).toBeUndefined();
  });

  it('focuses the password when only the password is wrong', () => {
    expect(firstErrorField({ password: 'validation.passwordFormat' })).toBe('password');
    expect(firstErrorField({})).toBeUndefined();
  });
});
