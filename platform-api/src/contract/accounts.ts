import { z } from 'zod';
import { hasNoMarkup } from '../features/accounts/rules.js';
import { okEnvelope } from './envelope.js';

// Accounts and session: login (password, SMS, social), logout, trial, registration, passwords,
// captcha and SMS codes. Bodies of login, register and the phone/reset passwords may arrive
// encrypted (API.md "Payload encryption"); these schemas check the decrypted body.

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
/** The optional profile fields of both registrations; the brand's settings decide which show. */
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

/** PUT /wps/member/register */
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

/** PUT /wps/member/register/mobile */
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

/** GET /wps/check/username */
export const usernameQuery = z.strictObject({
  username: z.string().trim().min(1).max(64),
  merchantCode: z.string().max(32).optional(),
});

/** GET /wps/check/affiliate */
export const affiliateQuery = z
  .strictObject({
    code: z.string().trim().max(20).optional(),
    domain: z.string().trim().max(255).optional(),
    merchantCode: z.string().max(32).optional(),
  })
  .refine((query) => Boolean(query.code || query.domain), { message: 'code or domain' });

/** POST /wps/member/password (a member's own password; plain body). */
export const changePasswordBody = z.strictObject({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

/** POST /wps/member/password/phone */
export const phonePasswordBody = z
  .strictObject({
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: smsCode.optional(),
    password: z.string().max(128),
    firebaseIdToken: firebaseFields.firebaseIdToken,
  })
  .refine(codeOrFirebase, { message: 'verificationCode', path: ['verificationCode'] });

/** POST /wps/member/password/email */
export const emailRecoveryBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(255),
});

/**
 * POST /wps/member/password/reset: the token of the e-mailed link. A token cut short or mangled
 * by a mail client is still a link that does not work (RESET_LINK_INVALID), not bad input.
 */
export const resetPasswordBody = z.strictObject({
  token: z.string().max(256),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
});

/** POST /wps/verification/sms */
export const smsSendBody = z.strictObject({
  mobileNum,
  countryDialingCode: dialingCode,
  purpose: z.enum(['LOGIN', 'REGISTER', 'SET_PASSWORD']),
  geetest: z.record(z.string(), z.string().max(512)).optional(),
  // The human verification of the spec's SMS request: a solved image captcha (purpose SMS).
  ...captchaFields,
});

/** POST /wps/session/login/sms */
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

/** POST /wps/session/login */
export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  device: z.enum(['OTHERS', 'H5', 'APP', 'PWA']).optional(),
});

/** POST /wps/member/trialuser (both fields are accepted and ignored). */
export const trialBody = z.strictObject({
  moduleId: z.string().max(64).optional(),
  merchantCode: z.string().max(32).optional(),
});

/** GET /wps/captcha */
export const captchaQuery = z.strictObject({
  purpose: z.enum(['LOGIN', 'REGISTER', 'SMS']).default('LOGIN'),
  merchantCode: z.string().max(32).optional(),
});

/** GET /ops/captcha/{id} (operator only, exists when OPERATOR_KEY is set). */
export const captchaPeekParams = z.strictObject({ id: z.uuid() });

/** Account type: 0 member, 1/2/41/42 agents, 4 trial, 40 (spec section 2). */
const memberType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(4),
  z.literal(40),
  z.literal(41),
  z.literal(42),
]);

/**
 * The answer of every way of starting a session (password, SMS, social, registration, phone
 * password, trial): the bearer token and who it belongs to.
 */
export const loginValue = z.strictObject({
  /** Bearer token of the new session (Authorization: Bearer …). */
  token: z.string(),
  userName: z.string(),
  type: memberType,
  /** The same as `type` (the legacy platform's second name for it). */
  customerType: memberType,
  /** True on the account's first login ever. */
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
});
export const loginAnswer = okEnvelope(loginValue);

/** `true`: the call did what it says (or, for the checks, the answer is yes). */
export const doneAnswer = okEnvelope(z.boolean());

export const captcha = z.strictObject({
  /** Send back as `captchaId` with the typed answer as `captcha`. Single use, per client id. */
  captchaId: z.string(),
  /** The image as a data: URL (image/svg+xml). */
  image: z.string(),
  /** How many digits the answer has. */
  length: z.number().int(),
});
export const captchaAnswer = okEnvelope(captcha);

export const captchaPeek = z.strictObject({ answer: z.string() });
export const captchaPeekAnswer = okEnvelope(captchaPeek);

export const smsSent = z.strictObject({
  /** When the code expires, milliseconds since the epoch. */
  expirationTime: z.number().int(),
  /** Seconds before the same number may ask again. */
  resendAfterSeconds: z.number(),
});
export const smsSentAnswer = okEnvelope(smsSent);
/** The `value` of an SMS_TOO_SOON or SMS_LIMITED refusal: when the number may ask again. */
export const smsLimitedValue = z.strictObject({ retryAfterSeconds: z.number().int().positive() });
/**
 * The `value` of a 429 RATE_LIMITED refusal: the whole seconds to wait before the next try
 * (also the Retry-After header), and on a password or social sign-in whether that try needs a
 * captcha. The per-address request limit and the chat's messages per minute send none (null).
 */
export const rateLimitedValue = z
  .strictObject({
    retryAfterSeconds: z.number().int().positive(),
    captcha: z.boolean().optional(),
  })
  .nullable();

export type LoginBody = z.input<typeof loginBody>;
export type SmsLoginBody = z.input<typeof smsLoginBody>;
export type SocialLoginBody = z.input<typeof socialLoginBody>;
export type RegisterByUsernameBody = z.input<typeof registerByUsernameBody>;
export type RegisterByMobileBody = z.input<typeof registerByMobileBody>;
/**
 * The profile fields a brand's registration settings may show (spec section 5); domain and
 * registerMethod are sent by the app itself.
 */
export type RegisterProfileField = Exclude<keyof typeof profileFields, 'domain' | 'registerMethod'>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type PhonePasswordBody = z.input<typeof phonePasswordBody>;
export type EmailRecoveryBody = z.input<typeof emailRecoveryBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type SmsSendBody = z.input<typeof smsSendBody>;
export type SmsPurpose = SmsSendBody['purpose'];
export type AffiliateQuery = z.input<typeof affiliateQuery>;
export type CaptchaQuery = z.input<typeof captchaQuery>;
export type CaptchaPurpose = z.output<typeof captchaQuery>['purpose'];
export type MemberType = z.output<typeof memberType>;
export type LoginValue = z.output<typeof loginValue>;
export type RateLimitedValue = z.output<typeof rateLimitedValue>;
export type Captcha = z.output<typeof captcha>;
export type SmsSent = z.output<typeof smsSent>;
export type CaptchaPeek = z.output<typeof captchaPeek>;
