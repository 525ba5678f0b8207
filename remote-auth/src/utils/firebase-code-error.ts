/** A Firebase SMS code that could not be checked (wrong, expired, or never sent). */
export class FirebaseCodeError extends Error {
  readonly messageKey = 'verification_code_error';
}
