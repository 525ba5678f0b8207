import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FirebasePhoneConfig } from '../../contract/system.js';
import type { Db } from '../../db/database.js';
import { selectRows } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import {
  googleKeySource,
  verifyFirebaseIdToken,
  type FirebaseKeySource,
} from './firebase-token.js';

const PUBLIC_VALUE = /^[A-Za-z0-9.:_-]{1,200}$/;
const KEYS = ['apiKey', 'authDomain', 'projectId', 'appId'] as const;

/** The brand's Firebase phone configuration, or null (the default) when it is off or malformed. */
export async function firebasePhoneConfig(db: Db): Promise<FirebasePhoneConfig | null> {
  const [row] = await selectRows<{ config: Record<string, unknown> | null }>(
    db,
    sql`SELECT firebase_phone AS config FROM brands ORDER BY id LIMIT 1`,
  );
  const config = row?.config ?? {};
  const values = KEYS.map((key) => config[key]);
  if (!values.every((value) => typeof value === 'string' && PUBLIC_VALUE.test(value))) return null;
  return Object.fromEntries(
    KEYS.map((key, i) => [key, values[i]]),
  ) as unknown as FirebasePhoneConfig;
}

export interface FirebaseFields {
  firebaseChannel?: string;
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
}

export const usesFirebase = (input: FirebaseFields) =>
  Boolean(input.firebaseChannel || input.firebaseIdToken || input.firebaseMobileNo);

let keySource: FirebaseKeySource = googleKeySource();

/** Replaces where Firebase signing keys come from (tests sign their own tokens); returns the undo. */
export function setFirebaseKeySource(source: FirebaseKeySource): () => void {
  const previous = keySource;
  keySource = source;
  return () => {
    keySource = previous;
  };
}

const refused = (messageKey: string) =>
  new ApiError('INVALID_INPUT', null, [{ path: 'firebaseIdToken', messageKey }]);

/** Refuses Firebase fields at once (before captcha or rules) when the brand has them off. */
export async function refuseFirebaseWhenOff(db: Db, input: FirebaseFields): Promise<void> {
  if (usesFirebase(input) && !(await firebasePhoneConfig(db))) {
    throw refused('firebase_not_configured');
  }
}

/**
 * Proves `+<dialingCode><mobile>` with a Firebase ID token: refused (400) when the brand has no
 * Firebase configuration; VERIFICATION_CODE when the token is not a valid, unused token of the
 * brand's project for exactly that number. Each token is accepted once.
 */
export async function proveWithFirebase(
  db: Db,
  now: Date,
  input: FirebaseFields & { countryDialingCode: string; mobileNum: string },
  /** Runs once the token holds and before it is recorded as used: if it throws, it stays usable. */
  beforeUse?: () => Promise<void>,
): Promise<void> {
  const config = await firebasePhoneConfig(db);
  if (!config) throw refused('firebase_not_configured');
  if (!input.firebaseIdToken) throw refused('firebase_token_required');
  const phone = `+${input.countryDialingCode}${input.mobileNum}`;
  if (input.firebaseMobileNo && input.firebaseMobileNo !== phone) {
    throw new ApiError('VERIFICATION_CODE');
  }
  const claims = await verifyFirebaseIdToken(
    input.firebaseIdToken,
    config.projectId,
    keySource,
    now,
  );
  if (!claims || claims.phoneNumber !== phone) throw new ApiError('VERIFICATION_CODE');
  await beforeUse?.();
  const hash = createHash('sha256').update(input.firebaseIdToken).digest();
  await db.execute(sql`DELETE FROM firebase_token_uses WHERE expires_at <= ${now.toISOString()}`);
  const used = await selectRows<{ n: number }>(
    db,
    sql`INSERT INTO firebase_token_uses (token_hash, expires_at)
        VALUES (${hash}, ${claims.expiresAt.toISOString()})
        ON CONFLICT (token_hash) DO NOTHING RETURNING 1 AS n`,
  );
  if (used.length === 0) throw new ApiError('VERIFICATION_CODE');
}
