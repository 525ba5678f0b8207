import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { selectRows } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { freshEmptyDatabase, freshSeededDatabase } from '../test/databases.js';
import { seed } from './index.js';
import { SeededRandom } from './random.js';

let database: Database;
before(async () => {
  database = await freshSeededDatabase();
});
after(async () => {
  await database.close();
});

const COUNTED = [
  'brands',
  'merchants',
  'vendors',
  'games',
  'members',
  'wallets',
  'ledger_transactions',
  'ledger_postings',
  'announcements',
  'banners',
  'promotions',
  'promotion_categories',
  'help_articles',
  'legal_pages',
  'customer_service_channels',
  'download_links',
  'countries',
  'bet_records',
  'sessions',
  'deposit_orders',
  'withdrawals',
];

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
    );
    result[table] = row!.n;
  }
  return result;
}

describe('seed', () => {
  test('holds the demo data the issue asks for', async () => {
    const n = await counts();
    assert.equal(n.brands, 1);
    assert.ok(n.vendors! >= 25);
    assert.ok(n.games! >= 1500);
    assert.ok(n.members! >= 16);
    // terms, privacy and responsible gaming in the nine languages
    assert.equal(n.legal_pages, 27);
    const [vendorKinds] = await selectRows<{
      categories: number;
      esports: number;
      cockfight: number;
      bingo: number;
    }>(
      database.db,
      sql`SELECT count(DISTINCT category)::int AS categories,
                 count(*) FILTER (WHERE kind = 'ESPORTS')::int AS esports,
                 count(*) FILTER (WHERE kind = 'COCKFIGHT')::int AS cockfight,
                 count(*) FILTER (WHERE kind = 'BINGO')::int AS bingo
          FROM vendors`,
    );
    assert.deepEqual(vendorKinds, { categories: 7, esports: 3, cockfight: 1, bingo: 1 });
    const [classify] = await selectRows<{ codes: string[]; bets: number[]; hot: number }>(
      database.db,
      sql`SELECT array_agg(DISTINCT classify ORDER BY classify) FILTER (WHERE classify IS NOT NULL) AS codes,
                 array_agg(DISTINCT min_bet_minor ORDER BY min_bet_minor) AS bets,
                 count(*) FILTER (WHERE hot_rank IS NOT NULL)::int AS hot
          FROM games`,
    );
    assert.deepEqual(classify!.codes, ['AC', 'BG', 'JP', 'SC', 'TG', 'VP']);
    assert.deepEqual(classify!.bets, [1, 5, 10, 50, 75, 100]);
    assert.ok(classify!.hot >= 30);
    const [team] = await selectRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM members m JOIN members a ON a.id = m.parent_agent_id WHERE a.username = 'agent01'`,
    );
    assert.ok(team!.n >= 12);
    const [trial] = await selectRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM merchants WHERE kind = 'TRIAL'`,
    );
    assert.equal(trial!.n, 1);
  });

  test('the demo member has a wallet history and keeps its 8,888.00', async () => {
    const orders = await selectRows<{ status: string; n: number }>(
      database.db,
      sql`SELECT o.status, count(*)::int AS n FROM deposit_orders o
            JOIN members m ON m.id = o.member_id WHERE m.username = 'demo'
           GROUP BY o.status ORDER BY o.status`,
    );
    assert.deepEqual(
      orders.map((row) => [row.status, row.n]),
      [
        ['EXPIRED', 1],
        ['FAILED', 1],
        ['PAID', 2],
      ],
    );
    const paid = await selectRows<{ status: string; kinds: string }>(
      database.db,
      sql`SELECT w.status, (SELECT string_agg(x.kind, ',' ORDER BY x.id) FROM ledger_transactions x
                            WHERE x.reference LIKE 'withdraw:' || w.withdrawal_no || '%') AS kinds
            FROM withdrawals w JOIN members m ON m.id = w.member_id
           WHERE m.username = 'demo' ORDER BY w.id`,
    );
    assert.deepEqual(
      paid.map((row) => [row.status, row.kinds]),
      [
        ['PAID', 'WITHDRAWAL,WITHDRAWAL_PAID'],
        ['REJECTED', 'WITHDRAWAL,WITHDRAWAL_REJECTED'],
      ],
    );
    const [wallet] = await selectRows<{ main: string; hold: string; active: number }>(
      database.db,
      sql`SELECT w.balance_minor AS main, w.hold_minor AS hold,
                 (SELECT count(*)::int FROM payout_accounts a
                   WHERE a.member_id = m.id AND a.removed_at IS NULL) AS active
            FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.username = 'demo'`,
    );
    assert.deepEqual([Number(wallet!.main), Number(wallet!.hold), wallet!.active], [888_800, 0, 0]);
  });

  test("today's sign-ups made their first deposit as a paid order, so the agent's today counts it", async () => {
    const rows = await selectRows<{
      username: string;
      paid: number;
      first: boolean;
      same: boolean;
    }>(
      database.db,
      sql`SELECT m.username,
                 (SELECT count(*)::int FROM deposit_orders o
                   WHERE o.member_id = m.id AND o.status = 'PAID') AS paid,
                 f.member_id IS NOT NULL AS first,
                 (SELECT w.balance_minor FROM wallets w WHERE w.member_id = m.id) >=
                   (SELECT o.credit_minor FROM deposit_orders o WHERE o.member_id = m.id
                     ORDER BY o.id LIMIT 1) AS same
            FROM members m LEFT JOIN member_first_deposits f ON f.member_id = m.id
           WHERE m.username IN ('team12', 'team13', 'team14') ORDER BY m.username`,
    );
    assert.deepEqual(
      rows.map((row) => [row.username, row.paid, row.first, row.same]),
      [
        ['team12', 1, true, true],
        ['team13', 1, true, true],
        ['team14', 1, true, true],
      ],
    );
  });

  test('re-running it changes nothing', async () => {
    const before = await counts();
    const result = await seed(database.db, { force: true });
    assert.equal(result.full, true);
    assert.deepEqual(await counts(), before);
  });

  test('is deterministic: the same names and bets every time', async () => {
    const rows = await selectRows<{ fingerprint: string }>(
      database.db,
      sql`SELECT md5(string_agg(vendor_code || game_code || name_en || min_bet_minor || coalesce(classify, '-'), ',' ORDER BY vendor_code, game_code)) AS fingerprint FROM games`,
    );
    // Seeded from scratch, not copied from the template, so the comparison means something.
    const other = await freshEmptyDatabase();
    try {
      await migrate(other);
      const started = performance.now();
      await seed(other.db);
      console.log(
        `full seed on an empty ${other.kind} database: ${Math.round(performance.now() - started)} ms`,
      );
      const again = await selectRows<{ fingerprint: string }>(
        other.db,
        sql`SELECT md5(string_agg(vendor_code || game_code || name_en || min_bet_minor || coalesce(classify, '-'), ',' ORDER BY vendor_code, game_code)) AS fingerprint FROM games`,
      );
      assert.equal(again[0]!.fingerprint, rows[0]!.fingerprint);
    } finally {
      await other.close();
    }
  });

  test('the random source is a fixed sequence', () => {
    const a = new SeededRandom(1);
    const b = new SeededRandom(1);
    const seq = Array.from({ length: 5 }, () => a.next());
    assert.deepEqual(
      seq,
      Array.from({ length: 5 }, () => b.next()),
    );
    assert.ok(seq.every((x) => x >= 0 && x < 1));
  });
});

describe('seeded promotion pages', () => {
  test('state the turnover and reward of their own rule in every seeded language', async () => {
    const pages = await selectRows<{
      title: string;
      multiple: number;
      kind: string;
      content: string;
    }>(
      database.db,
      sql`SELECT p.title, r.turnover_multiple AS multiple, r.reward_kind AS kind, t.content
            FROM promotions p
            JOIN promotion_rules r ON r.promotion_id = p.id
            JOIN (SELECT promotion_id, content FROM promotion_translations
                  UNION ALL SELECT id, content FROM promotions
                  UNION ALL SELECT promotion_id, content FROM (
                    SELECT p2.id AS promotion_id, a.content FROM announcements a
                      JOIN promotions p2 ON p2.title = a.title) pr) t
              ON t.promotion_id = p.id`,
    );
    // 8 promotions with a rule, each in the nine languages, some also announced.
    assert.ok(pages.length >= 72, `pages: ${pages.length}`);
    // "3x" as English, Indonesian and Filipino write it; 倍 (CN, TW, JA), เท่า, lần, 배
    const times = '(x| 倍| เท่า| lần|배)';
    for (const page of pages) {
      const figure = `${page.multiple}`;
      assert.match(
        page.content,
        new RegExp(`${figure}${times}`),
        `${page.title}: turnover ${figure}x missing in ${page.content}`,
      );
      for (const other of ['10', '5', '3', '2', '1'].filter((n) => n !== figure))
        assert.doesNotMatch(page.content, new RegExp(`[^0-9.]${other}${times}`), page.title);
      if (page.kind === 'PERCENT') assert.match(page.content, /%/);
    }
  });
});
