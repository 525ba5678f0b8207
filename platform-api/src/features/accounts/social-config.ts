import { sql } from 'drizzle-orm';
import type { SocialLoginConfig } from '../../contract/system.js';
import type { Db } from '../../db/database.js';
import { selectRows } from '../../db/database.js';

/** Public ids of the brand's social sign-in providers (what the browser SDKs need). */
export type PublicSocialConfig = SocialLoginConfig;

/** What the server needs to verify each provider's tokens; the Facebook secret stays here. */
export interface SocialConfig {
  facebook: { appId: string; appSecret: string } | null;
  google: { clientId: string } | null;
}

const PUBLIC_ID = /^[A-Za-z0-9._-]{1,200}$/;
const SECRET = /^[A-Za-z0-9]{16,128}$/;

const matching = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : null;

async function brandSocialRow(db: Db) {
  const [row] = await selectRows<{
    social: Record<string, unknown> | null;
    secrets: Record<string, unknown> | null;
  }>(
    db,
    sql`SELECT social_login AS social, social_login_secrets AS secrets
        FROM brands ORDER BY id LIMIT 1`,
  );
  return { social: row?.social ?? {}, secrets: row?.secrets ?? {} };
}

/** Public ids only (from brands.social_login); malformed ids count as not configured. */
export async function publicSocialConfig(db: Db): Promise<PublicSocialConfig> {
  const { facebook, google } = await socialConfig(db);
  return {
    facebook: facebook ? { appId: facebook.appId } : null,
    google: google ? { clientId: google.clientId } : null,
  };
}

/**
 * The brand's providers as the server verifies them. Facebook needs its app secret (from
 * brands.social_login_secrets): without one it counts as not configured.
 */
export async function socialConfig(db: Db): Promise<SocialConfig> {
  const { social, secrets } = await brandSocialRow(db);
  const facebookAppId = matching(social.facebookAppId, PUBLIC_ID);
  const facebookAppSecret = matching(secrets.facebookAppSecret, SECRET);
  const googleClientId = matching(social.googleClientId, PUBLIC_ID);
  return {
    facebook:
      facebookAppId && facebookAppSecret
        ? { appId: facebookAppId, appSecret: facebookAppSecret }
        : null,
    google: googleClientId ? { clientId: googleClientId } : null,
  };
}
