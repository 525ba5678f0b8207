import { parseRegisterSettings } from './parse-register-settings';

test('a cached status of an older or damaged version keeps only what has the contract shape', () => {
  expect(
    parseRegisterSettings({
      methods: ['USERNAME', 'FAX'],
      captcha: 'yes',
      smsVerification: true,
      minimumAge: 18,
      fields: [{ name: 'email', show: true, required: false }, 'nickname', null],
      rules: {
        username: [{ pattern: '^[a-z]+$', message: 'account_format' }, { pattern: 'x' }],
        email: 'none',
      },
    }),
  ).toEqual({
    methods: ['USERNAME'],
    captcha: false,
    smsVerification: true,
    minimumAge: 18,
    fields: [{ name: 'email', show: true, required: false }],
    rules: { username: [{ pattern: '^[a-z]+$', message: 'account_format' }] },
  });
  expect(parseRegisterSettings(undefined)).toEqual({
    methods: [],
    captcha: false,
    smsVerification: false,
    fields: [],
    rules: {},
  });
});
