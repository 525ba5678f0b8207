import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { selectRows } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';

/** The public web configuration of the brand's Firebase project (what the browser SDK needs). */
export interface FirebasePhoneConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

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

const usesFirebase = (input: FirebaseFields) =>
  Boolean(input.firebaseChannel || input.firebaseIdToken || input.firebaseMobileNo);

/**
 * Refuses a body carrying Firebase fields. Without a brand configuration they are a client
 * error; with one they would have to be proved by checking the ID token against Google's
 * signing keys, which this platform does not do, so it never takes a Firebase token as proof
 * of a phone number (the platform's own SMS code remains the proof).
 */
export async function refuseUnprovenFirebase(db: Db, input: FirebaseFields): Promise<void> {
  if (!usesFirebase(input)) return;
  const configured = (await firebasePhoneConfig(db)) !== null;
  throw new ApiError('INVALID_INPUT', null, [
    {
      path: 'firebaseIdToken',
      messageKey: configured ? 'firebase_verification_unsupported' : 'firebase_not_configured',
    },
  ]);
}
