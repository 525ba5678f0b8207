import { createHmac } from 'node:crypto';
import { ApiError } from '../../http/errors.js';
import {
  verifyRs256Jwt,
  withinLifetime,
  x509KeySource,
  type KeySource,
} from '../../security/rs256-jwt.js';

/** Who the provider says signed in. `email` only when the provider vouches for it. */
export interface ProviderIdentity {
  subject: string;
  name: string | null;
  verifiedEmail: string | null;
}

export const GOOGLE_KEYS_URL = 'https://www.googleapis.com/oauth2/v1/certs';
const GOOGLE_ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
const GRAPH = 'https://graph.facebook.com';
const GRAPH_TIMEOUT_MS = 5000;

/** Google's published ID-token signing certificates. */
export const googleIdTokenKeys = (fetchImpl: typeof fetch = fetch): KeySource =>
  x509KeySource(GOOGLE_KEYS_URL, fetchImpl);

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const validSubject = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 255;

/**
 * A Google ID token checked as Google documents it: RS256 by a current Google key, `aud` our
 * client id, `iss` Google, not expired, a subject. Null when anything is wrong.
 */
export async function verifyGoogleIdToken(
  token: string,
  clientId: string,
  keys: KeySource,
  now: Date,
): Promise<ProviderIdentity | null> {
  const claims = await verifyRs256Jwt(token, keys);
  if (!claims) return null;
  const { aud, iss, sub, email, email_verified: emailVerified, name } = claims;
  if (aud !== clientId || typeof iss !== 'string' || !GOOGLE_ISSUERS.has(iss)) return null;
  if (!withinLifetime(claims, now) || !validSubject(sub)) return null;
  const verified = emailVerified === true || emailVerified === 'true';
  return { subject: sub, name: text(name), verifiedEmail: verified ? text(email) : null };
}

/** GET a Graph API URL; PROVIDER_UNAVAILABLE when Facebook cannot be reached or answers oddly. */
async function graphGet(fetchImpl: typeof fetch, url: URL): Promise<Record<string, unknown>> {
  let response: Response;
  let json: unknown;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) });
    json = await response.json();
  } catch {
    throw new ApiError('PROVIDER_UNAVAILABLE');
  }
  if (response.status >= 500 || !json || typeof json !== 'object') {
    throw new ApiError('PROVIDER_UNAVAILABLE');
  }
  // A 4xx is Facebook refusing the token (expired, revoked, malformed): the caller sees no data.
  return response.ok ? (json as Record<string, unknown>) : {};
}

/**
 * A Facebook user access token checked on the server: debug_token (with our app token) must call
 * it valid and issued to our app; /me then names the user. Null when the token does not hold.
 * Facebook does not say whether an e-mail is verified, so none is taken from it.
 */
export async function verifyFacebookToken(
  token: string,
  app: { appId: string; appSecret: string },
  fetchImpl: typeof fetch,
): Promise<ProviderIdentity | null> {
  const debug = new URL(`${GRAPH}/debug_token`);
  debug.searchParams.set('input_token', token);
  debug.searchParams.set('access_token', `${app.appId}|${app.appSecret}`);
  const data = (await graphGet(fetchImpl, debug)).data as Record<string, unknown> | undefined;
  if (!data || data.is_valid !== true || String(data.app_id) !== app.appId) return null;

  const me = new URL(`${GRAPH}/me`);
  me.searchParams.set('fields', 'id,name,email');
  me.searchParams.set('access_token', token);
  // Proves the call comes from our server (Facebook's "require app secret" setting).
  me.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', app.appSecret).update(token).digest('hex'),
  );
  const profile = await graphGet(fetchImpl, me);
  const subject = text(profile.id);
  if (!validSubject(subject) || (data.user_id !== undefined && String(data.user_id) !== subject)) {
    return null;
  }
  return { subject, name: text(profile.name), verifiedEmail: null };
}
