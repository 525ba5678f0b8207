/** The security events the platform tells a member about in the inbox (issue 33 item 8). */
export const SECURITY_NOTICE_KINDS = [
  'TWO_FACTOR_OFF',
  'PAYOUT_ACCOUNT_ADDED',
  'PAYMENT_PASSWORD_CHANGED',
  'NEW_DEVICE_SIGN_IN',
  'WITHDRAWAL_REQUESTED',
] as const;
export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];
