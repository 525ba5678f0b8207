import { createPublicKey, verify } from 'node:crypto';
import { ApiError } from '../http/errors.js';

/** kid → PEM (X.509 certificate or public key) of the keys an issuer signs its tokens with. */
export type KeySource = () => Promise<Record<string, string>>;

/** Tolerated drift between our clock and the issuer's when checking `iat`. */
export const CLOCK_SKEW_S = 60;

/**
 * An issuer's published signing certificates (a JSON map kid → PEM, as Google publishes them),
 * kept as long as their Cache-Control allows.
 */
export function x509KeySource(url: string, fetchImpl: typeof fetch = fetch): KeySource {
  let cached: { keys: Record<string, string>; until: number } | undefined;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.keys;
    // Without the keys no token can be checked: the member is told the service is away (503),
    // never that their token was wrong, and nothing is accepted unverified.
    let response: Response;
    let keys: Record<string, string>;
    try {
      response = await fetchImpl(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      keys = (await response.json()) as Record<string, string>;
      if (!keys || typeof keys !== 'object') throw new Error('not a key map');
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

/**
 * The claims of a JWT whose RS256 signature verifies against a current key of the source, or
 * null (malformed, another algorithm, unknown kid, bad signature). Audience, issuer and times
 * are the caller's to check. Rejects with PROVIDER_UNAVAILABLE when the keys cannot be fetched.
 */
export async function verifyRs256Jwt(
  token: string,
  keys: KeySource,
): Promise<Record<string, unknown> | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: unknown; kid?: unknown };
  let claims: unknown;
  try {
    header = decodePart(headerPart) as typeof header;
    claims = decodePart(payloadPart);
  } catch {
    return null;
  }
  if (!header || header.alg !== 'RS256' || typeof header.kid !== 'string') return null;
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
  const pem = (await keys())[header.kid];
  if (typeof pem !== 'string') return null;
  try {
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      createPublicKey(pem),
      Buffer.from(signaturePart, 'base64url'),
    );
    return signed ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Not expired (`exp` in the future) and issued in the past, give or take the clock skew. */
export function withinLifetime(claims: Record<string, unknown>, now: Date): boolean {
  const seconds = now.getTime() / 1000;
  const { exp, iat } = claims;
  return (
    typeof exp === 'number' &&
    exp > seconds &&
    typeof iat === 'number' &&
    iat <= seconds + CLOCK_SKEW_S
  );
}
