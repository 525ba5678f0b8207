import { z } from 'zod';
import { frontEndParams, pageParams } from '../http/schemas.js';
import { dialingCode, mobileNum } from './accounts.js';
import { okEnvelope } from './envelope.js';

// Security centre (issue 12): what is set up, the codes that prove the bound phone or e-mail,
// binding them, login history, signed-in devices and two-factor sign-in. Every call is for a
// logged-in real member (trial users: 403 TRIAL_REJECTED). The payment password and payout
// accounts are the withdraw calls of contract/wallet.ts.

export const securityQuery = z.strictObject(frontEndParams);

/** GET /wps/security/overview: the state of every section. */
export const securityOverview = z.strictObject({
  paymentPasswordSet: z.boolean(),
  /** Masked (`+63 917****567`), null when no phone is bound. */
  mobile: z.string().nullable(),
  /** Masked (`d***@example.com`), null when none is bound. */
  email: z.string().nullable(),
  payoutAccounts: z.number().int(),
  maxPayoutAccounts: z.number().int(),
  twoFactorEnabled: z.boolean(),
  /** Sessions signed in now, this one included. */
  activeSessions: z.number().int(),
});
export const securityOverviewAnswer = okEnvelope(securityOverview);

export const CODE_CHANNELS = ['SMS', 'EMAIL'] as const;
export const codeChannel = z.enum(CODE_CHANNELS);
/** A 6-digit code sent by SMS or e-mail. */
export const sentCode = z.string().regex(/^\d{6}$/);

/**
 * POST /wps/security/code: a code to the member's BOUND phone (SMS) or e-mail, for setting or
 * resetting the payment password (PAYMENT_PASSWORD) or proving the current address before
 * changing it (CONTACT_CHANGE). 409 CONTACT_NOT_BOUND when there is none.
 */
export const securityCodeBody = z.strictObject({
  channel: codeChannel,
  purpose: z.enum(['PAYMENT_PASSWORD', 'CONTACT_CHANGE']),
});
export const codeSent = z.strictObject({
  /** Where it went, masked. */
  sentTo: z.string(),
  expirationTime: z.number().int(),
  resendAfterSeconds: z.number(),
});
export const codeSentAnswer = okEnvelope(codeSent);

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const newAddress = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('SMS'), countryDialingCode: dialingCode, mobileNum }),
  z.strictObject({ channel: z.literal('EMAIL'), email }),
]);

/** POST /wps/security/contact/code: a code to the NEW phone or e-mail to be bound. */
export const contactCodeBody = newAddress;

/**
 * POST /wps/security/contact: binds the new phone or e-mail with the code sent to it. Changing
 * one already bound also needs `currentCode` (CONTACT_CHANGE, sent to the current address).
 */
export const bindContactBody = z.discriminatedUnion('channel', [
  z.strictObject({
    channel: z.literal('SMS'),
    countryDialingCode: dialingCode,
    mobileNum,
    code: sentCode,
    currentCode: sentCode.optional(),
  }),
  z.strictObject({
    channel: z.literal('EMAIL'),
    email,
    code: sentCode,
    currentCode: sentCode.optional(),
  }),
]);
export const bindContactAnswer = okEnvelope(securityOverview);

export const LOGIN_METHODS = ['PASSWORD', 'SMS', 'SOCIAL'] as const;
export const LOGIN_RESULTS = [
  'SUCCESS',
  'WRONG_PASSWORD',
  'CAPTCHA',
  'LOCKED',
  'TWO_FACTOR_FAILED',
] as const;

/** GET /wps/security/login-history: the last 90 days, newest first, at most 100. */
export const loginHistoryEntry = z.strictObject({
  at: z.string(),
  ip: z.string().nullable(),
  /** Browser and system read from the user agent, e.g. "Chrome · Android". */
  device: z.string(),
  method: z.enum(LOGIN_METHODS),
  result: z.enum(LOGIN_RESULTS),
});
export const loginHistoryAnswer = okEnvelope(z.array(loginHistoryEntry));

/**
 * GET /ops/security/login-attempts (operators): password logins refused for a username no member
 * has, newest first, the last 90 days. Filter by IP address and a time window (ISO 8601).
 */
export const opsLoginAttemptsQuery = z
  .strictObject({
    ...pageParams(50),
    ip: z.string().trim().min(1).max(64).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: 'from must not be after to',
    path: ['from'],
  });
export const loginAttempt = z.strictObject({
  at: z.string(),
  /** The name as typed (at most 64 characters). */
  username: z.string(),
  result: z.enum(['WRONG_PASSWORD', 'CAPTCHA', 'LOCKED']),
  ip: z.string().nullable(),
  device: z.string(),
  userAgent: z.string().nullable(),
});
export const loginAttemptPage = z.strictObject({
  list: z.array(loginAttempt),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const opsLoginAttemptsAnswer = okEnvelope(loginAttemptPage);

/** GET /wps/security/sessions: every signed-in device, this one first. */
export const activeSession = z.strictObject({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  device: z.string(),
  current: z.boolean(),
});
export const activeSessionsAnswer = okEnvelope(z.array(activeSession));

/** DELETE /wps/security/sessions/{id}: signs that device out (another member's: 404). */
export const sessionIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
});
/** POST /wps/security/sessions/sign-out-others: every session but this one. Answers how many. */
export const signedOutAnswer = okEnvelope(z.strictObject({ signedOut: z.number().int() }));

/** POST /wps/security/two-factor/setup: a new secret, pending until confirmed. */
export const twoFactorSetup = z.strictObject({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, a data: URL (image/svg+xml). */
  qrDataUrl: z.string(),
});
export const twoFactorSetupAnswer = okEnvelope(twoFactorSetup);

export const totpCode = z.string().regex(/^\d{6}$/);
/** A recovery code: 10 characters of base32, shown as XXXXX-XXXXX (the dash is optional). */
export const recoveryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z2-7]{5}-?[A-Z2-7]{5}$/);
const totpOrRecovery = z.union([totpCode, recoveryCode]);

/** POST /wps/security/two-factor/enable: the first code; answers the recovery codes, once. */
export const twoFactorEnableBody = z.strictObject({ code: totpCode });
export const twoFactorEnabledAnswer = okEnvelope(
  z.strictObject({ recoveryCodes: z.array(z.string()) }),
);

/** POST /wps/security/two-factor/disable: a current code or a recovery code. */
export const twoFactorDisableBody = z.strictObject({ code: totpOrRecovery });
export const twoFactorDoneAnswer = okEnvelope(z.literal(true));

/**
 * POST /wps/session/login/two-factor: the second login step. The first step (any login) answered
 * 401 TWO_FACTOR_REQUIRED with `value.challenge`; this one answers the login or
 * 401 TWO_FACTOR_WRONG.
 */
export const loginTwoFactorBody = z.strictObject({
  challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code: totpOrRecovery,
});
/** The `value` of the first step's 401 TWO_FACTOR_REQUIRED: the challenge the second sends. */
export const twoFactorRequiredValue = loginTwoFactorBody.pick({ challenge: true });

export type SecurityOverview = z.output<typeof securityOverview>;
export type SecurityCodeBody = z.input<typeof securityCodeBody>;
export type CodeSent = z.output<typeof codeSent>;
export type ContactCodeBody = z.input<typeof contactCodeBody>;
export type BindContactBody = z.input<typeof bindContactBody>;
export type LoginHistoryEntry = z.output<typeof loginHistoryEntry>;
export type ActiveSession = z.output<typeof activeSession>;
export type TwoFactorSetup = z.output<typeof twoFactorSetup>;
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;
export type LoginAttempt = z.output<typeof loginAttempt>;
export type LoginAttemptPage = z.output<typeof loginAttemptPage>;
