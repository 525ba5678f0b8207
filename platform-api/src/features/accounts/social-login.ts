import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import type { KeySource } from '../../security/rs256-jwt.js';
import {
  admitSocialLogin,
  type LoginClient,
  type LoginResult,
  settleLogin,
  withdrawLogin,
} from '../session/index.js';
import type { socialLoginBody } from '../../contract/accounts.js';
import { socialConfig } from './social-config.js';
import { signInWithIdentity } from './social-identities.js';
import {
  googleIdTokenKeys,
  verifyFacebookToken,
  verifyGoogleIdToken,
  type ProviderIdentity,
} from './social-providers.js';
import { getBrand } from '../system/index.js';

/** Where provider calls go: Google's signing keys and the fetch used for the Graph API. */
export interface SocialProviderAccess {
  googleKeys: KeySource;
  fetch: typeof fetch;
}

let access: SocialProviderAccess = {
  googleKeys: googleIdTokenKeys(),
  fetch: (...a) => fetch(...a),
};

/** Replaces how providers are reached (tests sign tokens and answer Graph calls); returns the undo. */
export function setSocialProviderAccess(replacement: Partial<SocialProviderAccess>): () => void {
  const previous = access;
  access = { ...access, ...replacement };
  return () => {
    access = previous;
  };
}

const WHITELABEL_FLAG = { GOOGLE: 'GOOGLELOGIN3', FACEBOOK: 'FACEBOOKLOGIN3' } as const;

const notConfigured = () =>
  new ApiError('INVALID_INPUT', null, [
    { path: 'provider', messageKey: 'social_login_not_configured' },
  ]);

/** The verified identity behind the token, null when the token does not hold. */
async function verifiedIdentity(
  ctx: AppContext,
  input: z.output<typeof socialLoginBody>,
): Promise<ProviderIdentity | null> {
  const config = await socialConfig(ctx.db);
  const brand = await getBrand(ctx);
  if (brand.whitelabel[WHITELABEL_FLAG[input.provider]] !== true) throw notConfigured();
  if (input.provider === 'GOOGLE') {
    if (!config.google) throw notConfigured();
    return verifyGoogleIdToken(
      input.token,
      config.google.clientId,
      access.googleKeys,
      ctx.clock.now(),
    );
  }
  if (!config.facebook) throw notConfigured();
  return verifyFacebookToken(input.token, config.facebook, access.fetch);
}

/**
 * Signs in with a provider's token: verified on the server, then the linked member (or a new
 * one on the first sign-in) gets a session. Failures count per IP address like password logins.
 */
export async function socialLogin(
  ctx: AppContext,
  input: z.output<typeof socialLoginBody>,
  client: LoginClient,
): Promise<LoginResult> {
  // There is no account name to count against: failed social sign-ins have their own per-IP
  // limit (password failures do not count towards it).
  const admission = await admitSocialLogin(ctx, input.provider, client);
  let identity;
  try {
    identity = await verifiedIdentity(ctx, input);
  } catch (error) {
    // Not configured, or the provider could not be reached: no token was judged.
    await withdrawLogin(ctx.db, admission);
    throw error;
  }
  await settleLogin(ctx.db, admission, Boolean(identity));
  if (!identity) throw new ApiError('SOCIAL_LOGIN_FAILED');
  return signInWithIdentity(ctx, input.provider, identity, client);
}
