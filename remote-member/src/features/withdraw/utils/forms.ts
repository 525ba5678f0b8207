/** A payment password: 6 digits. */
export const PAYMENT_PASSWORD = /^\d{6}$/;
/** A payout account number: 6 to 30 digits. */
export const ACCOUNT_NUMBER = /^\d{6,30}$/;

/** Provider and payee names: 2 to 64 characters once trimmed. */
export function nameOk(value: string): boolean {
  const length = value.trim().length;
  return length >= 2 && length <= 64;
}
/** A code sent by SMS or e-mail: 6 digits. */
export const SENT_CODE = /^\d{6}$/;
