#!/usr/bin/env node
// Agent team benchmark (prints figures; not a test): team overview and team PnL of an agent
// whose downline holds 10,000 members (100 sub-agents with 99 members each) with 1,000,000 bets
// over the last 30 days, under autocannon, on PGlite and on PostgreSQL (with-postgres.mjs).
// Needs a build (`pnpm bench:agent` builds first). BENCH_SECONDS sets each run's length (10).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  benchmarkMain,
  measure,
  packageRoot,
  seconds,
  startServer,
  stopServer,
} from './bench-support.mjs';

const SUB_AGENTS = 100;
const MEMBERS_PER_SUB = 99; // 100 + 100 × 99 = 10,000 in the downline
// BENCH_BETS: a smaller load for a quick before/after comparison (the figures above use the default).
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const DAYS = 30;

/**
 * Loads the tree and the bets straight into the database (the server is stopped). The bets'
 * per-row daily-totals trigger is switched off for the bulk insert and bet_daily_totals built
 * once afterwards, as migration 0016 builds it, and so are the per-member days of migration 0026
 * and the activity masks of 0031 (their triggers are off for the load too), then the closed days
 * are rolled up as the server's timer would; the members' money (a deposit every few days,
 * the stakes and payouts of their bets) goes into ledger_daily_totals, the table the reports
 * read, without the postings under it (the reports never read postings).
 */
async function fill(env) {
  const { loadConfig } = await import(pathToFileURL(path.join(packageRoot, 'dist/config.js')).href);
  const { openDatabase } = await import(
    pathToFileURL(path.join(packageRoot, 'dist/db/connect.js')).href
  );
  const config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase(config.database);
  try {
    const started = performance.now();
    await database.execScript(`
      BEGIN;
      INSERT INTO members (merchant_code, username, password_hash, type, created_at)
        SELECT merchant_code, 'benchboss', password_hash, 1, now() - interval '400 days'
          FROM members WHERE username = 'agent01';
      INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
        SELECT b.merchant_code, 'bsub' || lpad(n::text, 3, '0'), b.password_hash, 1, b.id,
               now() - interval '300 days'
          FROM members b, generate_series(1, ${SUB_AGENTS}) AS n WHERE b.username = 'benchboss';
      INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
        SELECT s.merchant_code, s.username || 'm' || lpad(n::text, 2, '0'), s.password_hash, 0, s.id,
               now() - ((n % 60) || ' days')::interval
          FROM members s, generate_series(1, ${MEMBERS_PER_SUB}) AS n
         WHERE s.username LIKE 'bsub%' AND s.parent_agent_id = (SELECT id FROM members WHERE username = 'benchboss');
      INSERT INTO wallets (member_id, currency_code, balance_minor)
        SELECT id, 'CNY', 100000 + (id % 997) * 100 FROM members
         WHERE username LIKE 'bsub%' OR username = 'benchboss';
      CREATE TEMP TABLE bench_players AS
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM members
         WHERE username LIKE 'bsub%m%';
      CREATE TEMP TABLE bench_games AS
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM games LIMIT 50;
      ALTER TABLE bet_records DISABLE TRIGGER bet_records_daily;
      ALTER TABLE bet_daily_totals DISABLE TRIGGER bet_daily_to_member;
      ALTER TABLE bet_daily_totals DISABLE TRIGGER bet_daily_dirty_new;
      ALTER TABLE ledger_daily_totals DISABLE TRIGGER ledger_daily_to_member;
      INSERT INTO bet_records (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
        SELECT p.id, g.id, 'bench:bet:' || n, 100 + (n % 20) * 100,
               CASE WHEN n % 3 = 0 THEN (n % 50) * 100 ELSE 0 END, 'SETTLED',
               now() - ((n % (${DAYS} * 86400)) || ' seconds')::interval,
               now() - ((n % (${DAYS} * 86400)) || ' seconds')::interval
          FROM generate_series(1, ${BETS}) AS n
          JOIN bench_players p ON p.k = n % (SELECT count(*) FROM bench_players)
          JOIN bench_games g ON g.k = n % (SELECT count(*) FROM bench_games);
      ALTER TABLE bet_records ENABLE TRIGGER bet_records_daily;
      INSERT INTO bet_daily_totals (member_id, day, category, status, bets, stake_minor, payout_minor)
        SELECT b.member_id, (b.placed_at AT TIME ZONE business_zone())::date, v.category, b.status, count(*),
               sum(b.stake_minor), sum(b.payout_minor)
          FROM bet_records b JOIN games g ON g.id = b.game_id JOIN vendors v ON v.code = g.vendor_code
         WHERE b.reference LIKE 'bench:bet:%'
         GROUP BY 1, 2, 3, 4;
      INSERT INTO ledger_daily_totals (account_id, day, kind, total_minor, postings)
        SELECT a.id, t.day, k.kind,
               CASE k.kind WHEN 'BET' THEN -sum(t.stake_minor) ELSE sum(t.payout_minor) END,
               sum(t.bets)::int
          FROM bet_daily_totals t JOIN bench_players p ON p.id = t.member_id
          JOIN wallets w ON w.member_id = t.member_id
          JOIN ledger_accounts a ON a.wallet_id = w.id AND a.kind = 'MEMBER_MAIN'
          CROSS JOIN (VALUES ('BET'), ('PAYOUT')) AS k(kind)
         GROUP BY a.id, t.day, k.kind;
      INSERT INTO ledger_daily_totals (account_id, day, kind, total_minor, postings)
        SELECT a.id, (now() AT TIME ZONE business_zone())::date - d, 'DEPOSIT', 50000 + (a.id % 9) * 1000, 1
          FROM ledger_accounts a JOIN wallets w ON w.id = a.wallet_id AND a.kind = 'MEMBER_MAIN'
          JOIN members m ON m.id = w.member_id AND m.username LIKE 'bsub%m%'
          CROSS JOIN generate_series(0, ${DAYS} - 1, 5) AS d;
      ALTER TABLE bet_daily_totals ENABLE TRIGGER bet_daily_to_member;
      ALTER TABLE bet_daily_totals ENABLE TRIGGER bet_daily_dirty_new;
      ALTER TABLE ledger_daily_totals ENABLE TRIGGER ledger_daily_to_member;
      ALTER TABLE member_daily_totals DISABLE TRIGGER USER;
      INSERT INTO member_daily_totals (member_id, day, deposits_minor, stakes_minor, payouts_minor, bets)
        SELECT member_id, day, sum(deposits), sum(stakes), sum(payouts), sum(bets)
          FROM (
            SELECT w.member_id, d.day, d.total_minor AS deposits, 0 AS stakes, 0 AS payouts, 0 AS bets
              FROM ledger_daily_totals d JOIN ledger_accounts a ON a.id = d.account_id
              JOIN wallets w ON w.id = a.wallet_id JOIN bench_players p ON p.id = w.member_id
             WHERE d.kind = 'DEPOSIT'
            UNION ALL
            SELECT t.member_id, t.day, 0, t.stake_minor, t.payout_minor, t.bets
              FROM bet_daily_totals t JOIN bench_players p ON p.id = t.member_id
             WHERE t.status = 'SETTLED'
          ) AS parts
         GROUP BY member_id, day;
      ALTER TABLE member_daily_totals ENABLE TRIGGER USER;
      -- The load went past the triggers that mark rolled-up days dirty: re-roll every day.
      UPDATE team_rollup_days SET dirty = true;
      INSERT INTO team_member_activity (agent_id, month, member_id, depth, day_mask)
        SELECT c.ancestor_id, date_trunc('month', d.day)::date, d.member_id, min(c.depth),
               bit_or(1 << (extract(day FROM d.day)::int - 1))
          FROM member_daily_totals d JOIN bench_players p ON p.id = d.member_id
          JOIN member_ancestors c ON c.member_id = d.member_id
         WHERE d.bets > 0
         GROUP BY 1, 2, 3;
      COMMIT;
      ANALYZE;
    `);
    console.log(
      `loaded the tree and ${BETS} bets in ${Math.round(performance.now() - started)} ms`,
    );
    // What the server's roll-up timer does at its first tick, done here so that the runs below
    // measure the reports and not the roll-up running beside them.
    const { rollUpClosedDays } = await import(
      pathToFileURL(path.join(packageRoot, 'dist/features/agent/team-rollup.js')).href
    );
    const rolling = performance.now();
    const rolled = await rollUpClosedDays(database.db, new Date());
    console.log(
      `rolled up ${rolled.length} closed days (${rolled.reduce((n, day) => n + day.rows, 0)} rows) in ${Math.round(performance.now() - rolling)} ms`,
    );
    // The same tick then refreshes the live roll-up of today and the wallets (migration 0032).
    const { refreshLiveRollups } = await import(
      pathToFileURL(path.join(packageRoot, 'dist/features/agent/team-live-rollup.js')).href
    );
    const refreshing = performance.now();
    await refreshLiveRollups(database.db, new Date());
    console.log(
      `refreshed the live roll-up (today, wallets) in ${Math.round(performance.now() - refreshing)} ms`,
    );
    await database.execScript('ANALYZE;');
    const { sql } = await import('drizzle-orm');
    const sub = await database.db.execute(sql`SELECT id FROM members WHERE username = 'bsub050'`);
    return { subId: String(sub.rows[0].id) };
  } finally {
    await database.close();
  }
}

async function runEngine(outFile) {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-agent-'));
  // The demo team's 30 days of play are not needed here and slow the first start.
  const env = { DATA_DIR: dataDir, SEED_TEAM_HISTORY: 'off' };
  const rows = [];
  try {
    const first = await startServer(env);
    await stopServer(first.child);
    const { subId } = await fill(env);
    const { base, child } = await startServer(env);
    try {
      const login = await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'benchboss', password: 'agent1234' }),
      });
      const { value } = await login.json();
      const headers = { authorization: `Bearer ${value.token}` };
      const periods = [
        ['today', 'period=today'],
        ['this month', 'period=thisMonth'],
        ['last 30 days (custom)', `period=custom&startDate=${day(-29)}&endDate=${day(0)}`],
      ];
      const reports = [
        ['team overview, whole team', '/wps/agent/team/overview?'],
        ['team PnL, page 1 of 100 sub-agents', '/wps/agent/team/pnl?'],
        ['team PnL, drill-down into a sub-agent', `/wps/agent/team/pnl?agentId=${subId}&`],
        ['team bets, page 1', '/wps/agent/team/bets?'],
      ];
      const scenarios = [
        ...reports.flatMap(([report, url]) =>
          periods.map(([period, query]) => [`${report}, ${period}`, url + query]),
        ),
        ['team members, whole team, page 1', '/wps/agent/team/members?scope=all'],
      ];
      await measure(base, { path: scenarios[0][1], headers, duration: 2 });
      for (const [name, url] of scenarios) {
        // One connection first: the latency an agent sees while the server is not saturated,
        // which the 10 connections' queue (2 cores, server, database and autocannon) hides.
        const one = await measure(base, {
          path: url,
          headers,
          connections: 1,
          duration: Math.max(1, Math.round(seconds / 2)),
        });
        const figures = await measure(base, { path: url, headers });
        rows.push({ engine, name, oneP50: one.p50, oneP99: one.p99, ...figures });
        console.log(
          `${engine} ${name}: 1 connection p50 ${one.p50}, p99 ${one.p99}; ${figures.requestsPerSecond} req/s, p50 ${figures.p50}, p99 ${figures.p99}, errors ${figures.errors + one.errors}`,
        );
      }
    } finally {
      await stopServer(child);
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  await fs.writeFile(outFile, JSON.stringify(rows));
}

function day(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

await benchmarkMain({
  scriptUrl: import.meta.url,
  runEngine,
  columns: [
    ['database', 'engine'],
    ['call', 'name'],
    ['1 conn p50', 'oneP50'],
    ['1 conn p99', 'oneP99'],
  ],
});
