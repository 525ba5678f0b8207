import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SealingKeys } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { twoFactorKey } from '../../db/schema/index.js';

// Two-factor secrets are stored sealed with AES-256-GCM (12-byte nonce | 16-byte tag | data), so
// a copy of the two_factor table alone does not give anyone the codes. The key comes from the
// environment (TOTP_SEALING_KEY), so a copy of the whole database does not either; without it,
// the random row the migration made in two_factor_key (same database: a weaker fallback).
//
// Rotation: a box is opened with the first key whose tag checks out, in the order the current
// key, TOTP_SEALING_KEY_PREVIOUS, the database key; the database key always stays readable, so
// secrets sealed before a key was configured keep working. A box opened with any key but the
// current one is `stale`: two-factor.ts seals it again with the current key when it is used.

async function databaseKey(db: Executor): Promise<Buffer> {
  const [row] = await db.select().from(twoFactorKey).where(eq(twoFactorKey.id, 1));
  if (!row) throw new Error('two_factor_key row missing');
  return row.key;
}

export async function seal(db: Executor, keys: SealingKeys, plain: Buffer): Promise<Buffer> {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current ?? (await databaseKey(db)), nonce);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), data]);
}

function openWith(key: Buffer, box: Buffer): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, 12));
    decipher.setAuthTag(box.subarray(12, 28));
    return Buffer.concat([decipher.update(box.subarray(28)), decipher.final()]);
  } catch {
    return null; // not this key (the tag does not check out)
  }
}

/** The plain secret, and whether it was sealed with another key than the current one. */
export async function open(
  db: Executor,
  keys: SealingKeys,
  box: Buffer,
): Promise<{ plain: Buffer; stale: boolean }> {
  const candidates = [...(keys.current ? [keys.current] : []), ...keys.previous];
  for (const key of candidates) {
    const plain = openWith(key, box);
    if (plain) return { plain, stale: key !== keys.current };
  }
  const plain = openWith(await databaseKey(db), box);
  if (!plain) {
    throw new Error(
      'a two-factor secret opens with none of the keys: keep the key it was sealed with in TOTP_SEALING_KEY_PREVIOUS',
    );
  }
  return { plain, stale: keys.current !== undefined };
}
