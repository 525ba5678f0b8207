import { z } from 'zod';
import { rateLimitedValue, smsLimitedValue } from './accounts.js';
import type { ErrorCode } from './envelope.js';
import { rgLimitRefusal, selfExcludedValue } from './rg.js';
import { twoFactorRequiredValue } from './security.js';

// The `value` a refusal carries, by its code, for the refusals whose value a reader uses: the
// envelope types a failure's value as unknown (most codes carry none or a hint for logs), and
// this table says what the others send. The front end reads a value through it
// (refusalValue(error, code) in @lobby/shared), the server's tests parse it with it
// (refusal(r, refusalValues.CODE)); nobody restates a refusal's shape.

/** Tries left before a lock (a wrong payment password, a wrong two-factor code). */
const triesLeft = z.strictObject({ remainingTries: z.number().int().nonnegative() });

/** Whether the next try needs a captcha (a failed login, a missing or wrong captcha). */
const captchaHint = z.strictObject({ captcha: z.boolean() });

export const refusalValues = {
  RATE_LIMITED: rateLimitedValue,
  SMS_LIMITED: smsLimitedValue,
  SMS_TOO_SOON: smsLimitedValue,
  TWO_FACTOR_REQUIRED: twoFactorRequiredValue,
  /** Tries left, or an expired challenge (log in again). */
  TWO_FACTOR_WRONG: z.union([triesLeft, z.strictObject({ expired: z.literal(true) })]),
  PAYMENT_PASSWORD_WRONG: triesLeft,
  LOGIN_FAILED: captchaHint,
  CAPTCHA_REQUIRED: captchaHint,
  CAPTCHA_ERROR: captchaHint,
  RG_LIMIT_REACHED: rgLimitRefusal,
  SELF_EXCLUDED: selfExcludedValue,
  /** Free play paused on this device until then (an excluded member's login was refused here). */
  TRIAL_EXCLUDED_DEVICE: z.strictObject({ until: z.string() }),
  /**
   * A bonus's turnover still owed (major units); a withdrawal also says what it may move now.
   * The excluded member's payout sends the remaining turnover alone.
   */
  TURNOVER_REQUIRED: z.strictObject({
    remaining: z.number(),
    withdrawable: z.number().optional(),
  }),
  /** The accepted range of an amount (major units). */
  AMOUNT_OUT_OF_RANGE: z.strictObject({ min: z.number(), max: z.number() }),
} satisfies Partial<Record<ErrorCode, z.ZodType>>;

export type RefusalCode = keyof typeof refusalValues;
/** The value a refusal of `C` carries. */
export type RefusalValueOf<C extends RefusalCode> = z.output<(typeof refusalValues)[C]>;
