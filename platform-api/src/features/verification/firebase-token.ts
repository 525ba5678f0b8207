import {
  verifyRs256Jwt,
  withinLifetime,
  x509KeySource,
  type KeySource,
} from '../../security/rs256-jwt.js';

/** kid → PEM (X.509 certificate or public key) of the keys that sign Firebase ID tokens. */
export type FirebaseKeySource = KeySource;

const FIREBASE_KEYS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Google's published Firebase signing certificates, kept as long as their Cache-Control allows. */
export function googleKeySource(fetchImpl: typeof fetch = fetch): FirebaseKeySource {
  return x509KeySource(FIREBASE_KEYS_URL, fetchImpl);
}

/** The verified claims of a Firebase phone sign-in. */
export interface FirebasePhoneClaims {
  phoneNumber: string;
  expiresAt: Date;
}

/**
 * Checks a Firebase ID token as Firebase documents it (RS256 by a current Google key, audience
 * and issuer of the brand's project, not expired, issued in the past, a subject) and returns its
 * phone number; null when anything is wrong.
 */
export async function verifyFirebaseIdToken(
  token: string,
  projectId: string,
  keys: FirebaseKeySource,
  now: Date,
): Promise<FirebasePhoneClaims | null> {
  const claims = await verifyRs256Jwt(token, keys);
  if (!claims) return null;
  const { aud, iss, exp, sub, phone_number: phone } = claims;
  const valid =
    aud === projectId &&
    iss === `https://securetoken.google.com/${projectId}` &&
    withinLifetime(claims, now) &&
    typeof sub === 'string' &&
    sub.length > 0 &&
    sub.length <= 128 &&
    typeof phone === 'string';
  return valid ? { phoneNumber: phone, expiresAt: new Date((exp as number) * 1000) } : null;
}
