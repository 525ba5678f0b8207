export type LoginField = 'username' | 'password';
export type LoginValues = Record<LoginField, string>;
/** Each value is an i18n key of the `auth` namespace. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/** Fields in screen order: the first one with an error receives focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password'];

const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,16}$/;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 20;

export function validateUsername(value: string): string | undefined {
  const username = value.trim();
  if (!username) return 'validation.usernameRequired';
  if (!USERNAME_PATTERN.test(username)) return 'validation.usernameFormat';
  return undefined;
}

export function validatePassword(value: string): string | undefined {
  if (!value) return 'validation.passwordRequired';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) {
    return 'validation.passwordFormat';
  }
  return undefined;
}

const validators: Record<LoginField, (value: string) => string | undefined> = {
  username: validateUsername,
  password: validatePassword,
};

export function validateField(field: LoginField, value: string): string | undefined {
  return validators[field](value);
}

export function firstErrorField(errors: LoginErrors): LoginField | undefined {
  return LOGIN_FIELDS.find((field) => errors[field]);
}
