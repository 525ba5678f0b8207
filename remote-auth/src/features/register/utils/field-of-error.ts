/**
 * The register field a platform refusal is about (issue 36 item 7): shown under that field, which
 * takes focus, instead of as a toast. Refusals about no one field stay toasts.
 */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  USERNAME_EXISTS: 'username',
  ACCOUNT_FORMAT: 'username',
  PASSWORD_FORMAT: 'password',
  MOBILE_EXISTS: 'mobileNum',
  MOBILE_INVALID: 'mobileNum',
  EMAIL_FORMAT: 'email',
  VERIFICATION_CODE: 'verificationCode',
  INVITATION_CODE: 'affiliateCode',
};

export function fieldOfError(code: string): string | null {
  return FIELD_OF_CODE[code] ?? null;
}
