import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { twoFactorKey } from '../../db/schema/index.js';

// Two-factor secrets are stored sealed with AES-256-GCM (12-byte nonce | 16-byte tag | data), so
// a copy of the two_factor table alone does not give anyone the codes. The key is one random row
// made by the migration.

async function keyOf(db: Executor): Promise<Buffer> {
  const [row] = await db.select().from(twoFactorKey).where(eq(twoFactorKey.id, 1));
  if (!row) throw new Error('two_factor_key row missing');
  return row.key;
}

export async function seal(db: Executor, plain: Buffer): Promise<Buffer> {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), nonce);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), data]);
}

export async function open(db: Executor, box: Buffer): Promise<Buffer> {
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), box.subarray(0, 12));
  decipher.setAuthTag(box.subarray(12, 28));
  return Buffer.concat([decipher.update(box.subarray(28)), decipher.final()]);
}
