import { sql } from 'drizzle-orm';
import { selectRows } from '../db/database.js';
import { members } from '../db/schema/index.js';
import { createAccountDomain } from '../features/accounts/domain.js';
import { startSession } from '../features/session/service.js';
import { ensureWallet } from '../features/wallet/ledger.js';
import type { TestApp } from './harness.js';

/**
 * `count` fresh type-0 members (`<prefix>0001`…) with wallets and session tokens, written
 * straight to the database: logging in hundreds of members through scrypt would take minutes.
 */
export async function manyMembers(
  t: TestApp,
  prefix: string,
  count: number,
): Promise<Array<{ id: number; username: string; token: string }>> {
  const [template] = await selectRows<{ password_hash: string }>(
    t.database.db,
    sql`SELECT password_hash FROM members WHERE username = 'team01'`,
  );
  const ctx = {
    db: t.database.db,
    clock: t.clock,
    config: t.config,
    accounts: createAccountDomain(t.database.db),
  };
  const created = [];
  for (let i = 1; i <= count; i += 1) {
    const username = `${prefix}${String(i).padStart(4, '0')}`;
    const [row] = await t.database.db
      .insert(members)
      .values({
        merchantCode: 'LOBBY01',
        username,
        passwordHash: template!.password_hash,
        type: 0,
        createdAt: t.clock.now(),
      })
      .returning();
    await ensureWallet(t.database.db, row!.id, 'CNY');
    const { token } = await startSession(ctx, row!, {});
    created.push({ id: row!.id, username, token });
  }
  return created;
}
