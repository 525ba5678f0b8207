import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { OPERATOR_KEY, type TestApp } from '../../test/harness.js';

export const ops = { 'x-operator-key': OPERATOR_KEY };

/** A PNG's first bytes followed by filler: enough for the type check by magic bytes. */
export const png = (size = 64) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
export const jpeg = (size = 64) => {
  const bytes = Buffer.alloc(size, 9);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
};
export const image = (name: string, bytes: Buffer) => ({ name, data: bytes.toString('base64') });

export async function promotionId(t: TestApp, title: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM promotions WHERE title = ${title}`,
  );
  if (!row) throw new Error(`no promotion ${title}`);
  return Number(row.id);
}

/** A promotion of the test's own (content only until the test gives it a rule). */
export async function newPromotion(t: TestApp, title: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO promotions (title, content, start_date) VALUES (${title}, '<p>x</p>', '2024-01-01')
        RETURNING id`,
  );
  return Number(row!.id);
}

/** A settled stake of the member at `at` (what the games write when a round settles). */
export async function settledStake(
  t: TestApp,
  username: string,
  stakeMinor: number,
  at: Date,
  payoutMinor = 0,
) {
  await t.database.db.execute(sql`
    INSERT INTO bet_records (member_id, game_id, reference, stake_minor, payout_minor, status,
      placed_at, settled_at)
    SELECT m.id, (SELECT min(id) FROM games), ${`test-${username}-${at.getTime()}-${stakeMinor}`},
      ${stakeMinor}, ${payoutMinor}, 'SETTLED', ${at.toISOString()}, ${at.toISOString()}
    FROM members m WHERE m.username = ${username}`);
}

export async function bonusTransactions(t: TestApp, reference: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = ${reference}
          AND kind = 'BONUS'`,
  );
  return Number(row!.n);
}
