import { createPublicKey, verify } from 'node:crypto';
import { ApiError } from '../../http/errors.js';

/** kid → PEM (X.509 certificate or public key) of the keys that sign Firebase ID tokens. */
export type FirebaseKeySource = () => Promise<Record<string, string>>;

const GOOGLE_KEYS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';
const CLOCK_SKEW_S = 60;

/** Google's published signing certificates, kept as long as their Cache-Control allows. */
export function googleKeySource(fetchImpl: typeof fetch = fetch): FirebaseKeySource {
  let cached: { keys: Record<string, string>; until: number } | undefined;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.keys;
    // Without the keys no token can be checked: the member is told the service is away (503),
    // never that their code was wrong, and nothing is accepted unverified.
    let response: Response;
    let keys: Record<string, string>;
    try {
      response = await fetchImpl(GOOGLE_KEYS_URL);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      keys = (await response.json()) as Record<string, string>;
    } catch {
      throw new ApiError('PROVIDER_UNAVAILABLE');
    }
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    cached = { keys, until: Date.now() + Number(maxAge ?? 0) * 1000 };
    return keys;
  };
}

const decodePart = (part: string): unknown =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

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
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: unknown; kid?: unknown };
  let claims: Record<string, unknown>;
  try {
    header = decodePart(headerPart) as typeof header;
    claims = decodePart(payloadPart) as typeof claims;
  } catch {
    return null;
  }
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') return null;
  const pem = (await keys())[header.kid];
  if (!pem) return null;
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    createPublicKey(pem),
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) return null;
  const seconds = now.getTime() / 1000;
  const { aud, iss, exp, iat, sub, phone_number: phone } = claims;
  const valid =
    aud === projectId &&
    iss === `https://securetoken.google.com/${projectId}` &&
    typeof exp === 'number' &&
    exp > seconds &&
    typeof iat === 'number' &&
    iat <= seconds + CLOCK_SKEW_S &&
    typeof sub === 'string' &&
    sub.length > 0 &&
    sub.length <= 128 &&
    typeof phone === 'string';
  return valid ? { phoneNumber: phone, expiresAt: new Date(exp * 1000) } : null;
}
