#!/usr/bin/env node
// Agent settlement benchmark (prints figures; not a test): the daily settlement of one day with
// 1,000,000 settled bets over 10,000 members (100 sub-agents of agent01 with 99 members each,
// every account with its own rebate rates), on PGlite and on PostgreSQL (with-postgres.mjs).
// Needs a build (`pnpm --filter @lobby/platform-api build`). BENCH_MEMBERS / BENCH_BETS change
// the size.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchmarkMain, packageRoot, startServer, stopServer } from './bench-support.mjs';

const AGENTS = 100;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const DAY_MS = 86_400_000;

const load = (file) => import(pathToFileURL(path.join(packageRoot, 'dist', file)).href);

/**
 * The tree, wallets and rates, then the day's bets. The bets are written with the daily-totals
 * trigger off and their totals added in one statement (what the trigger would have added row
 * by row), so loading takes seconds rather than the trigger's million calls.
 */
async function fill(database, day) {
  const started = performance.now();
  const perAgent = Math.ceil(MEMBERS / AGENTS) - 1;
  await database.execScript(`
    BEGIN;
    INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
      SELECT a.merchant_code, 'benchagent' || n, a.password_hash, 1, a.id, now()
        FROM generate_series(1, ${AGENTS}) n, members a WHERE a.username = 'agent01';
    INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
      SELECT s.merchant_code, s.username || 'm' || n, s.password_hash, 0, s.id, now()
        FROM generate_series(1, ${perAgent}) n, members s WHERE s.username LIKE 'benchagent%';
    INSERT INTO wallets (member_id, currency_code)
      SELECT id, 'CNY' FROM members WHERE username LIKE 'benchagent%';
    INSERT INTO rebate_settings (member_id, category, rate_bp, updated_at)
      SELECT m.id, c.category, CASE WHEN m.type = 1 THEN c.rate_bp - 20 ELSE c.rate_bp - 60 END, now()
        FROM members m, rebate_defaults c WHERE m.username LIKE 'benchagent%';
    ALTER TABLE bet_records DISABLE TRIGGER bet_records_daily;
    CREATE TEMP TABLE bench_members AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM members
       WHERE username LIKE 'benchagent%' AND type = 0;
    CREATE TEMP TABLE bench_games AS
      SELECT DISTINCT ON (v.category) g.id, row_number() OVER () - 1 AS k
        FROM games g JOIN vendors v ON v.code = g.vendor_code ORDER BY v.category, g.id;
    INSERT INTO bet_records (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
      SELECT m.id, g.id, 'bench-settle-' || n, 100 + (n % 50) * 100, (n % 3) * 150, 'SETTLED',
             '${day}T00:00:00Z'::timestamptz + (n % 86400) * interval '1 second',
             '${day}T00:00:00Z'::timestamptz + (n % 86400) * interval '1 second'
        FROM generate_series(1, ${BETS}) n
        JOIN bench_members m ON m.k = n % (SELECT count(*) FROM bench_members)
        JOIN bench_games g ON g.k = (n / 7) % (SELECT count(*) FROM bench_games);
    INSERT INTO bet_daily_totals (member_id, day, category, status, bets, stake_minor, payout_minor)
      SELECT b.member_id, '${day}'::date, v.category, b.status, count(*), sum(b.stake_minor), sum(b.payout_minor)
        FROM bet_records b JOIN games g ON g.id = b.game_id JOIN vendors v ON v.code = g.vendor_code
       WHERE b.reference LIKE 'bench-settle-%' GROUP BY 1, 2, 3, 4
      ON CONFLICT (member_id, day, category, status) DO UPDATE
        SET bets = bet_daily_totals.bets + EXCLUDED.bets,
            stake_minor = bet_daily_totals.stake_minor + EXCLUDED.stake_minor,
            payout_minor = bet_daily_totals.payout_minor + EXCLUDED.payout_minor;
    ALTER TABLE bet_records ENABLE TRIGGER bet_records_daily;
    COMMIT;
    ANALYZE;
  `);
  console.log(
    `loaded ${BETS} bets over ${MEMBERS} accounts in ${Math.round(performance.now() - started)} ms`,
  );
}

async function runEngine(outFile) {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-settle-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const rows = [];
  try {
    // The first start migrates and seeds; the rest runs on the database with no server.
    const first = await startServer(env);
    await stopServer(first.child);
    const { loadConfig } = await load('config.js');
    const { openDatabase } = await load('db/connect.js');
    const { settleDay } = await load('features/agent-money/settlement.js');
    const { reconcile } = await load('features/wallet/reconcile.js');
    const database = await openDatabase(loadConfig({ ...process.env, ...env }).database);
    try {
      const now = new Date();
      const day = new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
      await fill(database, day);
      for (const run of ['first run (pays)', 'second run (pays nothing)']) {
        const t0 = performance.now();
        const summary = await settleDay(database.db, day, now);
        const ms = Math.round(performance.now() - t0);
        console.log(
          `${engine} ${run}: ${ms} ms, ${summary.paid} payments, rebates ${summary.rebate}`,
        );
        rows.push({
          engine,
          name: run,
          ms,
          payments: summary.paid,
          requestsPerSecond: '-',
          p50: '-',
          p99: '-',
          errors: 0,
        });
      }
      const report = await reconcile(database.db);
      if (!report.ok) throw new Error(`the book does not reconcile: ${JSON.stringify(report)}`);
    } finally {
      await database.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  await fs.writeFile(outFile, JSON.stringify(rows));
}

await benchmarkMain({
  scriptUrl: import.meta.url,
  runEngine,
  columns: [
    ['engine', 'engine'],
    [`settlement of ${BETS} bets / ${MEMBERS} accounts`, 'name'],
    ['ms', 'ms'],
    ['payments', 'payments'],
  ],
});
