import { checkFields, checkValue, firstError, rulesByName, type Rule } from './rules';

const username: Rule[] = [
  { required: true, message: 'account_format' },
  { pattern: '^[a-z][a-z0-9]{5,15}$', message: 'account_format' },
];

describe('checkValue', () => {
  it('required empty fails, non-required empty passes', () => {
    expect(checkValue(username, '')).toBe('account_format');
    expect(checkValue([{ pattern: '^[0-9]+$', message: 'm' }], '')).toBeNull();
  });
  it('pattern, min, max, len, enum, type', () => {
    expect(checkValue(username, 'abc')).toBe('account_format');
    expect(checkValue(username, 'abcdef1')).toBeNull();
    expect(checkValue([{ min: 3, message: 'short' }], 'ab')).toBe('short');
    expect(checkValue([{ max: 3, message: 'long' }], 'abcd')).toBe('long');
    expect(checkValue([{ len: 2, message: 'len' }], 'abc')).toBe('len');
    expect(checkValue([{ enum: ['A'], message: 'enum' }], 'B')).toBe('enum');
    expect(checkValue([{ type: 'email', message: 'email' }], 'x@y')).toBe('email');
    expect(checkValue([{ type: 'email', message: 'email' }], 'x@y.z')).toBeNull();
    expect(checkValue([{ type: 'email', message: 'email' }], `${'a'.repeat(250)}@y.com`)).toBe(
      'email',
    );
    expect(checkValue([{ type: 'integer', message: 'int' }], '1.5')).toBe('int');
    expect(checkValue([{ type: 'number', message: 'num' }], 'x')).toBe('num');
    expect(checkValue([{ type: 'url', message: 'url' }], 'https://a.b')).toBeNull();
    expect(checkValue([{ type: 'hex', message: 'hex' }], 'zz')).toBe('hex');
  });
  it('whitespace-only counts as empty when the rule says whitespace', () => {
    expect(checkValue([{ required: true, whitespace: true, message: 'ws' }], '   ')).toBe('ws');
  });
  it('a validator function (confirmation equal)', () => {
    const rules: Rule[] = [
      { required: true, message: 'r' },
      { validator: (v) => v === 'abc', message: 'confirm' },
    ];
    expect(checkValue(rules, 'abd')).toBe('confirm');
    expect(checkValue(rules, 'abc')).toBeNull();
  });
  it('counts characters, not UTF-16 units', () => {
    expect(checkValue([{ max: 2, message: 'long' }], '😀😀')).toBeNull();
  });
  it('no rules passes', () => {
    expect(checkValue(undefined, 'anything')).toBeNull();
  });
});

describe('checkFields / firstError / rulesByName', () => {
  it('reports every field and the first in screen order', () => {
    const order = ['username', 'password'] as const;
    const errors = checkFields(
      order,
      { username, password: [{ required: true, message: 'p' }] },
      { username: '', password: '' },
    );
    expect(errors).toEqual({ username: 'account_format', password: 'p' });
    expect(firstError(order, errors)).toBe('username');
    expect(firstError(order, { password: 'p' })).toBe('password');
    expect(firstError(order, {})).toBeUndefined();
  });
  it('rulesByName forces required on or off', () => {
    const table = { email: [{ type: 'email' as const, message: 'email_format' }] };
    expect(checkValue(rulesByName(table, 'email', true), '')).toBe('email_format');
    expect(checkValue(rulesByName({ username }, 'username', false), '')).toBeNull();
    expect(rulesByName(undefined, 'missing')).toEqual([]);
  });
});

describe('markup in profile text fields', () => {
  const table = {
    nickname: [{ max: 20, message: 'name_format' }],
    facebook: [{ max: 100, message: 'invalid_input' }],
    username,
  };
  it.each(['nickname', 'facebook', 'line', 'email', 'payeeName'])(
    '%s refuses < > " ` & with its own message, even without a rule from the platform',
    (name) => {
      const rules = rulesByName(table, name);
      for (const value of ['<b>me</b>', 'a>b', 'x"y', 'a`b', 'Tom&Jerry']) {
        expect(checkValue(rules, value)).toBe('markup_not_allowed');
      }
      expect(checkValue(rules, "D'Angelo")).toBeNull();
      expect(checkValue(rules, '')).toBeNull();
    },
  );
  it('keeps the platform rules first and the required flag', () => {
    expect(checkValue(rulesByName(table, 'nickname'), 'x'.repeat(21))).toBe('name_format');
    expect(checkValue(rulesByName(table, 'nickname', true), '')).toBe('name_format');
  });
  it('leaves other fields (passwords, usernames) to the platform rules', () => {
    expect(rulesByName(table, 'username')).toEqual(username);
    expect(checkValue(rulesByName({}, 'password'), 'a<b')).toBeNull();
  });
});
