import type { RegisterRule, RegisterSettings } from '../contract/system.js';

/**
 * Registration settings the front end builds its form from: which methods and fields are
 * shown, and the validation rules by name in async-validator's vocabulary (spec section 5).
 * `message` holds a message key of the `common` namespace (errors.<key>).
 */
const required = (message: string): RegisterRule => ({ required: true, message });
const pattern = (value: string, message: string): RegisterRule => ({ pattern: value, message });

export const VALIDATION_RULES: Record<string, RegisterRule[]> = {
  loginUsername: [required('account_format'), pattern('^[A-Za-z0-9_]{4,16}$', 'account_format')],
  loginPassword: [required('password_format'), { min: 6, max: 20, message: 'password_format' }],
  loginMobileNum: [required('mobile_invalid'), pattern('^[0-9]{6,20}$', 'mobile_invalid')],
  username: [
    required('account_format'),
    {
      ...pattern('^[a-z][a-z0-9]{5,15}$', 'account_format'),
      hint: { kind: 'USERNAME', min: 6, max: 16 },
    },
  ],
  password: [
    required('password_format'),
    {
      ...pattern('^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9!@#$%^&*._-]{6,20}$', 'password_format'),
      hint: { kind: 'PASSWORD', min: 6, max: 20 },
    },
  ],
  paymentPassword: [pattern('^[0-9]{6}$', 'password_format')],
  mobileNum: [pattern('^[0-9]{6,20}$', 'mobile_invalid')],
  verificationCode: [
    required('verification_code_error'),
    pattern('^[0-9]{4,10}$', 'verification_code_error'),
  ],
  email: [{ type: 'email', max: 255, message: 'email_format' }],
  nickname: [{ max: 20, message: 'name_format' }],
  payeeName: [pattern("^[\\p{L} .'-]{2,50}$", 'name_format')],
  idNumber: [pattern('^[A-Za-z0-9]{6,20}$', 'invalid_input')],
  qqNum: [pattern('^[0-9]{5,12}$', 'invalid_input')],
  facebook: [{ max: 100, message: 'invalid_input' }],
  wechat: [pattern('^[A-Za-z][A-Za-z0-9_-]{5,19}$', 'invalid_input')],
  line: [{ max: 50, message: 'invalid_input' }],
  whatsapp: [pattern('^[0-9]{6,20}$', 'invalid_input')],
  zalo: [pattern('^[0-9]{6,20}$', 'invalid_input')],
  recommenderId: [pattern('^[A-Za-z0-9]{4,16}$', 'referrer_link_error')],
  affiliateCode: [pattern('^[A-Za-z0-9]{4,16}$', 'invitation_code_error')],
};

export const REGISTER_SETTINGS: RegisterSettings = {
  methods: ['USERNAME', 'MOBILE'],
  captcha: true,
  smsVerification: true,
  minimumAge: 18,
  fields: [
    { name: 'username', show: true, required: true },
    { name: 'password', show: true, required: true },
    { name: 'confirmPassword', show: true, required: true },
    { name: 'mobileNum', show: true, required: false },
    { name: 'email', show: true, required: false },
    { name: 'affiliateCode', show: true, required: false },
    { name: 'nickname', show: false, required: false },
    { name: 'payeeName', show: false, required: false },
    { name: 'paymentPassword', show: false, required: false },
    { name: 'idNumber', show: false, required: false },
    { name: 'qqNum', show: false, required: false },
    { name: 'facebook', show: false, required: false },
    { name: 'wechat', show: false, required: false },
    { name: 'line', show: false, required: false },
    { name: 'whatsapp', show: false, required: false },
    { name: 'zalo', show: false, required: false },
    { name: 'recommenderId', show: false, required: false },
  ],
  rules: VALIDATION_RULES,
};
