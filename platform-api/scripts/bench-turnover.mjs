#!/usr/bin/env node
// Turnover benchmark (prints figures; not a test): the turnover check that runs on every
// withdraw and withdraw-info, for a member with 50 claimed bonuses and 50,000 settled bets,
// against the former way (one stakes query per claimed bonus). PGlite by default, PostgreSQL
// when DATABASE_URL is set (through with-postgres.mjs). Run: pnpm bench:turnover
import { sql } from 'drizzle-orm';
import { freshSeededDatabase } from '../src/test/databases.ts';
import { selectRows } from '../src/db/database.ts';
import { turnoverOf } from '../src/features/promotions/turnover.ts';

const CLAIMS = 50;
const BETS = 50_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** The former check: the claims, then one sum of stakes per claim. */
async function perClaimTurnover(db, memberId) {
  const claims = await selectRows(
    db,
    sql`SELECT claimed_at, turnover_required_minor AS required FROM promotion_participations
         WHERE member_id = ${memberId} AND state = 'CLAIMED' AND turnover_required_minor > 0
         ORDER BY claimed_at, id`,
  );
  let pool = Number.POSITIVE_INFINITY;
  let required = 0;
  let done = 0;
  for (const claim of claims) {
    const [row] = await selectRows(
      db,
      sql`SELECT coalesce(sum(stake_minor), 0) AS stakes FROM bet_records
           WHERE member_id = ${memberId} AND status = 'SETTLED'
             AND settled_at >= ${new Date(claim.claimed_at).toISOString()}`,
    );
    pool = Math.min(Number(row.stakes), pool);
    const used = Math.min(Number(claim.required), pool);
    pool -= used;
    required += Number(claim.required);
    done += used;
  }
  return { required, done, remaining: required - done };
}

async function timeIt(run) {
  await run(); // warm
  const times = [];
  let result;
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times.at(-1), result };
}

const database = await freshSeededDatabase();
try {
  const db = database.db;
  const [member] = await selectRows(db, sql`SELECT id FROM members WHERE username = 'team03'`);
  const memberId = Number(member.id);
  // 50 promotions claimed over 50 days, and 50,000 settled stakes over the same 50 days.
  await database.execScript(`
    INSERT INTO promotions (title, content, start_date)
      SELECT 'Bench turnover ' || n, '<p>bench</p>', '2024-01-01' FROM generate_series(1, ${CLAIMS}) n;
    INSERT INTO promotion_participations (promotion_id, member_id, state, bonus_minor,
        turnover_required_minor, created_at, updated_at, issued_at, claimed_at)
      SELECT p.id, ${memberId}, 'CLAIMED', 10000, 100000 + (p.id % 7) * 10000,
             timestamptz '2026-01-01', timestamptz '2026-01-01', timestamptz '2026-01-01',
             timestamptz '2026-01-01' + (p.id % ${CLAIMS}) * interval '1 day'
        FROM promotions p WHERE p.title LIKE 'Bench turnover %';
    INSERT INTO bet_records (member_id, game_id, reference, stake_minor, payout_minor, status,
        placed_at, settled_at)
      SELECT ${memberId}, (SELECT min(id) FROM games), 'bench-turnover-' || n, 100 + n % 50, 0,
             'SETTLED', timestamptz '2026-01-01' + n * interval '86 seconds',
             timestamptz '2026-01-01' + n * interval '86 seconds'
        FROM generate_series(1, ${BETS}) n;
    ANALYZE;
  `);
  const before = await timeIt(() => perClaimTurnover(db, memberId));
  const now = await timeIt(() => turnoverOf(db, memberId));
  if (JSON.stringify(before.result) !== JSON.stringify(now.result))
    console.log('results differ', before.result, now.result);
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `turnover check, ${CLAIMS} claimed bonuses and ${BETS} settled bets (${engine}, ${RUNS} runs)`,
  );
  console.log(
    `  one query per claim (${CLAIMS + 1} queries): median ${before.median.toFixed(1)} ms, max ${before.max.toFixed(1)} ms`,
  );
  console.log(
    `  one query (now):                 median ${now.median.toFixed(1)} ms, max ${now.max.toFixed(1)} ms`,
  );
  console.log(`  owed: ${JSON.stringify(now.result)}`);
} finally {
  await database.close();
}
