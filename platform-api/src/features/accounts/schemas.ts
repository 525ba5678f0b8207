import { z } from 'zod';
import { hasNoMarkup } from './rules.js';

const optionalText = (max: number) => z.string().trim().max(max).optional();
/** Free text of the member's profile: no markup characters (400 INVALID_INPUT). */
const plainText = (max: number) => optionalText(max).refine(hasNoMarkup);
export const mobileNum = z
  .string()
  .trim()
  .regex(/^[0-9]{1,20}$/);
export const dialingCode = z
  .string()
  .trim()
  .regex(/^[0-9]{1,4}$/);
export const smsCode = z
  .string()
  .trim()
  .regex(/^[0-9]{1,10}$/);
/** Firebase phone verification (spec section 7); refused unless the brand can prove them. */
const firebaseFields = {
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().trim().min(1).max(4096).optional(),
  firebaseMobileNo: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{1,24}$/)
    .optional(),
};
const codeOrFirebase = (body: { verificationCode?: string; firebaseIdToken?: string }) =>
  Boolean(body.verificationCode || body.firebaseIdToken);
const captchaFields = {
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(16).optional(),
};
const profileFields = {
  email: plainText(255),
  nickname: plainText(50),
  payeeName: plainText(50),
  paymentPassword: optionalText(20),
  idNumber: plainText(30),
  qqNum: plainText(20),
  facebook: plainText(100),
  wechat: plainText(30),
  line: plainText(50),
  whatsapp: plainText(20),
  zalo: plainText(20),
  recommenderId: plainText(20),
  affiliateCode: plainText(20),
  domain: optionalText(255),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']).optional(),
};

export const registerByUsernameBody = z.strictObject({
  username: z.string().trim().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  mobileNum: mobileNum.optional().or(z.literal('')),
  countryDialingCode: dialingCode.optional(),
  verificationCode: smsCode.optional().or(z.literal('')),
  ...firebaseFields,
  ...captchaFields,
  ...profileFields,
});

export const registerByMobileBody = z.strictObject({
  mobileNum,
  countryDialingCode: dialingCode,
  verificationCode: smsCode.optional().or(z.literal('')),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  username: z.string().trim().max(64).optional().or(z.literal('')),
  ...firebaseFields,
  ...captchaFields,
  ...profileFields,
});

export const usernameQuery = z.strictObject({
  username: z.string().trim().min(1).max(64),
  merchantCode: z.string().max(32).optional(),
});

export const affiliateQuery = z
  .strictObject({
    code: z.string().trim().max(20).optional(),
    domain: z.string().trim().max(255).optional(),
    merchantCode: z.string().max(32).optional(),
  })
  .refine((query) => Boolean(query.code || query.domain), { message: 'code or domain' });

export const changePasswordBody = z.strictObject({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const phonePasswordBody = z
  .strictObject({
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: smsCode.optional(),
    password: z.string().max(128),
    firebaseIdToken: firebaseFields.firebaseIdToken,
  })
  .refine(codeOrFirebase, { message: 'verificationCode', path: ['verificationCode'] });

export const emailRecoveryBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(255),
});

export const resetPasswordBody = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
});

export const smsSendBody = z.strictObject({
  mobileNum,
  countryDialingCode: dialingCode,
  purpose: z.enum(['LOGIN', 'REGISTER', 'SET_PASSWORD']),
  geetest: z.record(z.string(), z.string().max(512)).optional(),
  // The human verification of the spec's SMS request: a solved image captcha (purpose SMS).
  ...captchaFields,
});

export const smsLoginBody = z
  .strictObject({
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: smsCode.optional(),
    ...firebaseFields,
  })
  .refine(codeOrFirebase, { message: 'verificationCode', path: ['verificationCode'] });

/** A provider's token from the browser: a Google ID token (JWT) or a Facebook access token. */
export const socialLoginBody = z.strictObject({
  provider: z.enum(['GOOGLE', 'FACEBOOK']),
  token: z.string().regex(/^[A-Za-z0-9._-]{1,4096}$/),
});
