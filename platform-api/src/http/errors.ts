import type { RefusalCode, RefusalValueOf } from '../contract/refusal-values.js';

/** The error catalogue of API.md: stable code → HTTP status, message key and English text. */
export const ERROR_CATALOGUE = {
  INVALID_INPUT: { status: 400, messageKey: 'invalid_input', message: 'The request is not valid' },
  NOT_LOGGED_IN: {
    status: 401,
    messageKey: 'not_logged_in',
    message: 'You are not logged in, please login first',
  },
  LOGIN_FAILED: {
    status: 401,
    messageKey: 'login_failed',
    message: 'Incorrect username or password',
  },
  CAPTCHA_REQUIRED: { status: 401, messageKey: 'enter_captcha', message: 'Enter a captcha' },
  NO_PERMISSION: {
    status: 403,
    messageKey: 'no_permission',
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  FEATURE_OFF: {
    status: 403,
    messageKey: 'feature_off',
    message: 'This feature is not available on this site',
  },
  TRIAL_REJECTED: {
    status: 403,
    messageKey: 'free_reject',
    message: 'Please login an actual account to use this function',
  },
  NON_AGENT: { status: 403, messageKey: 'non_agent_login', message: 'Non-agents cannot log in' },
  NON_MEMBER: {
    status: 403,
    messageKey: 'non_member_login',
    message: 'Non-member account unable to login',
  },
  USER_DISABLED: {
    status: 403,
    messageKey: 'user_not_exist',
    message: 'Sorry, the user does not exist or is disabled',
  },
  USERNAME_EXISTS: {
    status: 409,
    messageKey: 'username_exists',
    message: 'Sorry, the username already exists',
  },
  INSUFFICIENT_FUNDS: {
    status: 409,
    messageKey: 'insufficient_balance',
    message: 'Insufficient balance',
  },
  ACCOUNT_FORMAT: {
    status: 400,
    messageKey: 'account_format',
    message: 'Account format is incorrect',
  },
  PASSWORD_FORMAT: {
    status: 400,
    messageKey: 'password_format',
    message: 'Password format is incorrect',
  },
  EMAIL_FORMAT: { status: 400, messageKey: 'email_format', message: 'E-mail format is incorrect' },
  PASSWORD_SAME: {
    status: 400,
    messageKey: 'modify.new.old.same',
    message: 'The new password and the old password cannot be the same',
  },
  CONFIRM_MISMATCH: {
    status: 400,
    messageKey: 'confirm_not_matched',
    message: 'Confirmation password not matched',
  },
  INVITATION_CODE: {
    status: 400,
    messageKey: 'invitation_code_error',
    message: 'Invalid invitation code',
  },
  VERIFICATION_CODE: {
    status: 400,
    messageKey: 'verification_code_error',
    message: 'Verification code error',
  },
  REFERRER_LINK: { status: 400, messageKey: 'referrer_link_error', message: 'Referrer link error' },
  NAME_FORMAT: { status: 400, messageKey: 'name_format', message: 'Name format is not valid' },
  MOBILE_INVALID: {
    status: 400,
    messageKey: 'mobile_invalid',
    message: 'The mobile num is not valid',
  },
  NOT_FOUND: { status: 404, messageKey: 'not_found', message: 'The requested url is empty' },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    messageKey: 'invalid_input',
    message: 'The request body is too large',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    messageKey: 'invalid_input',
    message: 'The request body must be JSON',
  },
  RATE_LIMITED: {
    status: 429,
    messageKey: 'rate_limited',
    message: 'Too many attempts, please try again later',
  },
  MAINTENANCE: {
    status: 503,
    messageKey: 'system_upgrading',
    message: 'System upgrading, please try again later.',
  },
  REGION_RESTRICTED: { status: 403, messageKey: 'access_restricted', message: 'Access restricted' },
  ACCESS_DENIED: { status: 403, messageKey: 'access_denied', message: 'Access Denied' },
  ROUND_REPLAYED: {
    status: 409,
    messageKey: 'round_replayed',
    message: 'This round was already played',
  },
  DRAW_CLOSED: {
    status: 409,
    messageKey: 'draw_closed',
    message: 'Betting on this draw is closed',
  },
  TICKET_INVALID: {
    status: 403,
    messageKey: 'ticket_invalid',
    message: 'This game link has expired, please open the game again',
  },
  CHAT_TICKET_INVALID: {
    status: 403,
    messageKey: 'chat_ticket_invalid',
    message: 'This chat has expired, please open it again',
  },
  CHAT_CLOSED: {
    status: 409,
    messageKey: 'chat_closed',
    message: 'This conversation is closed',
  },
  ENCRYPTION_REQUIRED: {
    status: 400,
    messageKey: 'encryption_required',
    message: 'This request must be encrypted',
  },
  CAPTCHA_ERROR: { status: 400, messageKey: 'captcha_error', message: 'Captcha error' },
  SMS_TOO_SOON: {
    status: 429,
    messageKey: 'sms_too_soon',
    message: 'A code was sent recently, please wait before asking again',
  },
  SMS_LIMITED: {
    status: 429,
    messageKey: 'sms_limited',
    message: 'Too many codes were requested, please try again later',
  },
  MOBILE_EXISTS: {
    status: 409,
    messageKey: 'mobile_exists',
    message: 'This mobile number is already registered',
  },
  OLD_PASSWORD_WRONG: {
    status: 400,
    messageKey: 'old_password_wrong',
    message: 'The current password is incorrect',
  },
  RESET_LINK_INVALID: {
    status: 400,
    messageKey: 'reset_link_invalid',
    message: 'The password reset link is invalid or has expired',
  },
  PROVIDER_UNAVAILABLE: {
    status: 503,
    messageKey: 'provider_unavailable',
    message: 'The verification service cannot be reached, please try again later',
  },
  SOCIAL_LOGIN_FAILED: {
    status: 401,
    messageKey: 'social_login_failed',
    message: 'The sign-in with this provider could not be verified, please try again',
  },
  AMOUNT_OUT_OF_RANGE: {
    status: 400,
    messageKey: 'amount_out_of_range',
    message: 'The amount is outside the allowed range',
  },
  SIGNATURE_INVALID: {
    status: 401,
    messageKey: 'signature_invalid',
    message: 'The signature of this notification is not valid',
  },
  PAYMENT_PASSWORD_NOT_SET: {
    status: 409,
    messageKey: 'payment_password_not_set',
    message: 'Please set a payment password first',
  },
  PAYMENT_PASSWORD_WRONG: {
    status: 400,
    messageKey: 'payment_password_error',
    message: 'The payment password is incorrect',
  },
  PAYMENT_PASSWORD_WEAK: {
    status: 400,
    messageKey: 'payment_password_weak',
    message: 'This payment password is too easy to guess',
  },
  PAYEE_NAME_MISMATCH: {
    status: 409,
    messageKey: 'payee_name_mismatch',
    message: 'Payout accounts must be in your own name, as on your first account',
  },
  PAYOUT_ACCOUNT_LIMIT: {
    status: 409,
    messageKey: 'payout_account_limit',
    message: 'No more payout accounts can be added',
  },
  WITHDRAW_DAILY_LIMIT: {
    status: 409,
    messageKey: 'withdraw_daily_limit',
    message: 'The number of withdrawals for today has been reached',
  },
  ORDER_STATE: {
    status: 409,
    messageKey: 'order_state',
    message: 'This order has already been processed',
  },
  CONTRACT_ABOVE_CAP: {
    status: 400,
    messageKey: 'contract_above_cap',
    message: 'A contract cannot pay more than your own contract of that kind',
  },
  REBATE_ABOVE_CAP: {
    status: 400,
    messageKey: 'rebate_above_cap',
    message: 'The rebate cannot be higher than the upline’s',
  },
  RG_LIMIT_REACHED: {
    status: 409,
    messageKey: 'rg_limit_reached',
    message: 'This would pass one of your limits; it resets at the time given',
  },
  SELF_EXCLUDED: {
    status: 403,
    messageKey: 'self_excluded',
    message: 'This account is in a time-out or self-exclusion until the date given',
  },
  EXCLUSION_TICKET_INVALID: {
    status: 409,
    messageKey: 'exclusion_ticket_invalid',
    message: 'This payout offer has expired or was already used; log in again for a new one',
  },
  TRIAL_EXCLUDED_DEVICE: {
    status: 403,
    messageKey: 'trial_excluded_device',
    message: 'Free play is paused on this device while an account here takes a break',
  },
  EXCLUSION_ACTIVE: {
    status: 409,
    messageKey: 'exclusion_active',
    message: 'A time-out or self-exclusion cannot be shortened or cancelled',
  },
  REALITY_CHECK_DUE: {
    status: 409,
    messageKey: 'reality_check_due',
    message: 'Please answer the reality check before you play on',
  },
  CONTACT_NOT_BOUND: {
    status: 409,
    messageKey: 'contact_not_bound',
    message: 'Bind a mobile number or e-mail first',
  },
  CONTACT_IN_USE: {
    status: 409,
    messageKey: 'contact_in_use',
    message: 'This mobile number or e-mail belongs to another account',
  },
  TWO_FACTOR_REQUIRED: {
    status: 401,
    messageKey: 'two_factor_required',
    message: 'Enter the code from your authenticator app',
  },
  TWO_FACTOR_WRONG: {
    status: 401,
    messageKey: 'two_factor_wrong',
    message: 'The code is incorrect or has expired',
  },
  TWO_FACTOR_STATE: {
    status: 409,
    messageKey: 'two_factor_state',
    message: 'Two-factor sign-in is not in the state this needs',
  },
  PROMOTION_NOT_OPEN: {
    status: 409,
    messageKey: 'promotion_not_open',
    message: 'This promotion is not open for taking part now',
  },
  PROMOTION_ACTION: {
    status: 409,
    messageKey: 'promotion_action',
    message: 'This promotion cannot be joined this way',
  },
  FIRST_DEPOSIT_ONLY: {
    status: 409,
    messageKey: 'first_deposit_only',
    message: 'This promotion is for a first deposit, and you have deposited before',
  },
  PARTICIPATION_STATE: {
    status: 409,
    messageKey: 'participation_state',
    message: 'This is not possible in the current state of your participation',
  },
  IMAGE_TYPE: {
    status: 400,
    messageKey: 'image_type',
    message: 'Only PNG or JPG images can be uploaded',
  },
  IMAGE_TOO_LARGE: {
    status: 400,
    messageKey: 'image_too_large',
    message: 'Each image may be at most 5 MB',
  },
  TURNOVER_REQUIRED: {
    status: 409,
    messageKey: 'turnover_required',
    message: 'More bets are needed before you can withdraw',
  },
  RED_RAIN_CLOSED: {
    status: 409,
    messageKey: 'red_rain_closed',
    message: 'This red envelope round is not open',
  },
  RED_RAIN_EMPTY: {
    status: 409,
    messageKey: 'red_rain_empty',
    message: 'All red envelopes of this round have been taken',
  },
  POINTS_INSUFFICIENT: {
    status: 409,
    messageKey: 'points_insufficient',
    message: 'Not enough points',
  },
  OUT_OF_STOCK: { status: 409, messageKey: 'out_of_stock', message: 'This item is out of stock' },
  MALL_ITEM_RETIRED: {
    status: 409,
    messageKey: 'mall_item_retired',
    message: 'This item has been retired',
  },
  NUMERO_NOT_OPEN: {
    status: 409,
    messageKey: 'numero_not_open',
    message: 'This draw is not open for betting yet',
  },
  STAKES_MISMATCH: {
    status: 400,
    messageKey: 'stakes_mismatch',
    message: 'The number of stakes does not match the selection',
  },
  MODE_NOT_ALLOWED: {
    status: 400,
    messageKey: 'mode_not_allowed',
    message: 'This bet mode is not allowed for this game',
  },
  SERIES_NOT_ALLOWED: {
    status: 400,
    messageKey: 'series_not_allowed',
    message: 'This series is not available to your account',
  },
  CANCEL_CHASE_ORDER_IS_NOT_LAST_START: {
    status: 409,
    messageKey: 'cancel_chase_not_last',
    message: 'A chase is cancelled from its last draw backwards',
  },
  SERIES_ABOVE_PARENT: {
    status: 409,
    messageKey: 'series_above_parent',
    message: 'The series is above what the upline allows',
  },
  SERIES_BELOW_MINIMUM: {
    status: 409,
    messageKey: 'series_below_minimum',
    message: 'The series is below the lowest series',
  },
  SERIES_BELOW_DOWNLINE: {
    status: 409,
    messageKey: 'series_below_downline',
    message: "The series is below a direct downline's series",
  },
  ODDS_OUT_OF_RANGE: {
    status: 422,
    messageKey: 'odds_out_of_range',
    message: 'The odds are outside what this play allows',
  },
  DRAW_SETTLED: {
    status: 409,
    messageKey: 'draw_settled',
    message: 'This draw is already settled',
  },
  INTERNAL: { status: 500, messageKey: 'unknown_error', message: 'Unknown error' },
} as const satisfies Record<string, { status: number; messageKey: string; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The catalogue's codes as a list, for the contract's `code` enum. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

export interface ErrorDetail {
  path: string;
  messageKey: string;
}

/** A failure the client should see as-is: thrown anywhere, rendered by the error handler. */
/**
 * What a refusal of `C` sends after its code: the value refusalValues types for those codes
 * (checked where the refusal is made), any hint or none for the others; then field details.
 */
type RefusalArgs<C extends ErrorCode> = C extends RefusalCode
  ? [value: RefusalValueOf<C>, details?: ErrorDetail[]]
  : [value?: unknown, details?: ErrorDetail[]];

export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly value: unknown;
  readonly details?: ErrorDetail[];

  constructor(
    readonly code: C,
    ...[value = null, details]: RefusalArgs<C>
  ) {
    super(ERROR_CATALOGUE[code].message);
    this.name = 'ApiError';
    this.status = ERROR_CATALOGUE[code].status;
    this.messageKey = ERROR_CATALOGUE[code].messageKey;
    this.value = value;
    this.details = details;
  }
}
