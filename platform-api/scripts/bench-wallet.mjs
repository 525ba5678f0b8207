#!/usr/bin/env node
// Wallet benchmark (prints figures; not a test): the transaction record and bet record pages of
// a member with 100,000 ledger postings and 50,000 bets, and signed deposit callbacks per
// second, under autocannon, on PGlite and on PostgreSQL (through with-postgres.mjs).
// Needs a build (`pnpm bench:wallet` builds first). BENCH_SECONDS sets each run's length (10).
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchmarkMain, measure, packageRoot, startServer, stopServer } from './bench-support.mjs';
const OPERATOR_KEY = 'bench-operator-key-0001';
const POSTINGS = 100_000; // member postings: 50,000 bets and 50,000 payouts
const CALLBACK_ORDERS = 20_000;

/**
 * Loads the demo member's history straight into the database (the server is stopped): a
 * funding deposit, then 50,000 bets and 50,000 payouts as balanced transactions over the last
 * 23 days, their bet records, and CALLBACK_ORDERS pending sandbox orders spread over every seeded wallet. The balance check is
 * switched off for the bulk insert and the book reconciled afterwards instead.
 */
async function fill(env) {
  const { loadConfig } = await import(pathToFileURL(path.join(packageRoot, 'dist/config.js')).href);
  const { openDatabase } = await import(
    pathToFileURL(path.join(packageRoot, 'dist/db/connect.js')).href
  );
  const { reconcile } = await import(
    pathToFileURL(path.join(packageRoot, 'dist/features/wallet/reconcile.js')).href
  );
  const config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase(config.database);
  try {
    const started = performance.now();
    await database.execScript(`
      BEGIN;
      ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_balanced;
      CREATE TEMP TABLE bench_ids AS
        SELECT w.id AS wallet_id, w.member_id, w.balance_minor AS start_minor,
               (SELECT id FROM ledger_accounts WHERE code = 'member:' || w.id || ':main') AS main_id,
               (SELECT id FROM ledger_accounts WHERE code = 'house:gaming') AS gaming_id,
               (SELECT id FROM ledger_accounts WHERE code = 'house:cash:SEED') AS cash_id,
               (SELECT g.id FROM games g WHERE g.vendor_code = 'LOBBY' ORDER BY g.sort_order LIMIT 1) AS game_id
          FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.username = 'demo';
      CREATE TEMP TABLE bench_moves AS
        SELECT n, CASE WHEN n % 2 = 1 THEN 'BET' ELSE 'PAYOUT' END AS kind,
               CASE WHEN n % 2 = 1 THEN -100 ELSE 40 + (n % 7) * 20 END AS amount,
               now() - interval '2000100 seconds' + n * interval '20 seconds' AS at,
               nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS tx_id
          FROM generate_series(0, ${POSTINGS}) AS n ORDER BY n;
      UPDATE bench_moves SET kind = 'DEPOSIT', amount = 100000000 WHERE n = 0;
      INSERT INTO ledger_transactions (id, reference, kind, memo, created_at)
        SELECT tx_id, 'bench:' || n, kind, 'benchmark data', at FROM bench_moves ORDER BY n;
      -- As postTransaction writes them: each transaction's member posting, then its house one.
      INSERT INTO ledger_postings (transaction_id, account_id, kind, amount_minor, balance_after, created_at)
        SELECT tx_id, account_id, kind, amount, after, at FROM (
          SELECT m.n, 0 AS side, m.tx_id, i.main_id AS account_id, m.kind, m.amount,
                 i.start_minor + sum(m.amount) OVER (ORDER BY m.n) AS after, m.at
            FROM bench_moves m, bench_ids i
          UNION ALL
          SELECT m.n, 1, m.tx_id, CASE WHEN m.n = 0 THEN i.cash_id ELSE i.gaming_id END, m.kind,
                 -m.amount, NULL, m.at
            FROM bench_moves m, bench_ids i) x
         ORDER BY n, side;
      UPDATE wallets SET balance_minor = balance_minor + (SELECT sum(amount) FROM bench_moves)
        WHERE id = (SELECT wallet_id FROM bench_ids);
      INSERT INTO bet_records (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
        SELECT i.member_id, i.game_id, 'slot:' || i.member_id || ':bench-' || b.n, 100, p.amount, 'SETTLED', b.at, b.at
          FROM bench_moves b JOIN bench_moves p ON p.n = b.n + 1, bench_ids i
         WHERE b.kind = 'BET' ORDER BY b.n;
      INSERT INTO deposit_orders (order_no, member_id, wallet_id, channel_code, provider_code, provider_ref,
                                  amount_minor, fee_minor, credit_minor, status, created_at, expires_at)
        SELECT 'DBENCH' || lpad(n::text, 8, '0'), w.member_id, w.id, 'EWALLET', 'SANDBOX',
               'SBXbench' || lpad(n::text, 8, '0'), 10000, 0, 10000, 'PENDING', now(), now() + interval '1 day'
          FROM generate_series(1, ${CALLBACK_ORDERS}) AS n
          JOIN (SELECT id, member_id, row_number() OVER (ORDER BY id) - 1 AS k FROM wallets) w
            ON w.k = n % (SELECT count(*) FROM wallets);
      ALTER TABLE ledger_postings ENABLE TRIGGER ledger_postings_balanced;
      COMMIT;
      ANALYZE;
    `);
    const report = await reconcile(database.db);
    if (!report.ok) throw new Error(`benchmark data does not reconcile: ${JSON.stringify(report)}`);
    const rows = await database.db.execute(
      (await import('drizzle-orm'))
        .sql`SELECT secret FROM payment_providers WHERE code = 'SANDBOX'`,
    );
    const secret = rows.rows[0].secret;
    // 40,000 postings from the newest: where a member who scrolled 2,000 pages would be.
    const deep = await database.db.execute(
      (await import('drizzle-orm'))
        .sql`SELECT p.id FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
              WHERE t.reference = ${`bench:${POSTINGS - 40_000}`} AND p.balance_after IS NOT NULL`,
    );
    const cursor = String(deep.rows[0].id);
    // BENCH_EXPLAIN=1: time the record function in-process and print the page query's plan.
    if (process.env.BENCH_EXPLAIN === '1') {
      const records = await import(
        pathToFileURL(path.join(packageRoot, 'dist/features/wallet/records-service.js')).href
      );
      const { sql: q } = await import('drizzle-orm');
      const member = await database.db.execute(q`SELECT id FROM members WHERE username = 'demo'`);
      const memberId = member.rows[0].id;
      const period = records.resolvePeriod({ period: 'last30' }, new Date());
      for (const [label, query] of [
        ['page 1', { pageSize: 20 }],
        ['deep', { pageSize: 20, cursor: String(deep.rows[0].id) }],
      ]) {
        const t0 = performance.now();
        for (let i = 0; i < 20; i += 1) {
          await records.transactionRecord(database.db, memberId, query, period);
        }
        console.log(`${label}: ${((performance.now() - t0) / 20).toFixed(1)} ms per call`);
      }
      const explain = await database.db.execute(q`EXPLAIN ANALYZE
        SELECT p.id FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
         WHERE p.account_id = ${(await database.db.execute(q`SELECT a.id FROM ledger_accounts a JOIN wallets w ON w.id = a.wallet_id WHERE w.member_id = ${memberId} AND a.kind = 'MEMBER_MAIN'`)).rows[0].id}
           AND p.created_at >= ${period.from} AND p.created_at < ${period.to}
           AND p.kind IN ('DEPOSIT', 'BET', 'PAYOUT')
         ORDER BY p.account_id DESC, p.id DESC LIMIT 21`);
      for (const row of explain.rows) console.log(row['QUERY PLAN']);
    }
    console.log(
      `loaded ${report.postings} postings in ${Math.round(performance.now() - started)} ms`,
    );
    return { secret, cursor };
  } finally {
    await database.close();
  }
}

async function runEngine(outFile) {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-wallet-'));
  const env = { DATA_DIR: dataDir, OPERATOR_KEY };
  const rows = [];
  try {
    // First start migrates and seeds; then the data is loaded with the server stopped.
    const first = await startServer(env);
    await stopServer(first.child);
    const { secret, cursor } = await fill(env);
    const { base, child } = await startServer(env);
    try {
      const login = await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
      });
      const { value } = await login.json();
      const headers = { authorization: `Bearer ${value.token}` };
      const scenarios = [
        [
          'transaction record, last 30 days, page 1',
          '/wps/transaction/record?period=last30&pageSize=20',
        ],
        [
          'transaction record, page ~40,000 rows deep',
          `/wps/transaction/record?period=last30&pageSize=20&cursor=${cursor}`,
        ],
        [
          'transaction record, BET only, today',
          '/wps/transaction/record?period=today&types=BET&pageSize=20',
        ],
        // A rare type: one deposit among 100,000 postings (the account + kind index).
        [
          'transaction record, deposits only, last 30 days',
          '/wps/transaction/record?period=last30&types=DEPOSIT&pageSize=20',
        ],
        ['bet record, last 30 days, page 1', '/wps/bet/record?period=last30&pageSize=20'],
        // A filter no bet matches (the day totals answer it without reading the bets).
        [
          'bet record, LIVE (no bets), last 30 days',
          '/wps/bet/record?period=last30&category=LIVE&pageSize=20',
        ],
        [
          'bet record, RNG settled, last 7 days',
          '/wps/bet/record?period=last7&category=RNG&status=SETTLED&pageSize=20',
        ],
        ['profit and loss, last 30 days', '/wps/report/pnl?period=last30'],
      ];
      // Warm-up (not reported): the first requests after a start pay for connections and caches.
      await measure(base, { path: scenarios[0][1], headers, duration: 2 });
      for (const [name, url] of scenarios) {
        const figures = await measure(base, { path: url, headers });
        rows.push({ engine, name, ...figures });
        console.log(`${engine} ${name}: ${figures.requestsPerSecond} req/s`);
      }
      // Signed callbacks, each for the next pending order: every one credits a wallet.
      let next = 0;
      const signed = () => {
        next += 1;
        const n = String(((next - 1) % CALLBACK_ORDERS) + 1).padStart(8, '0');
        const body = JSON.stringify({
          eventId: randomUUID(),
          providerRef: `SBXbench${n}`,
          orderNo: `DBENCH${n}`,
          status: 'PAID',
          amount: 100,
        });
        const timestamp = String(Math.floor(Date.now() / 1000));
        const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
        return {
          body,
          headers: {
            'content-type': 'application/json',
            'x-timestamp': timestamp,
            'x-signature': signature,
          },
        };
      };
      const callbackRequest = {
        method: 'POST',
        path: '/wps/deposit/callback/SANDBOX',
        setupRequest: (request) => ({ ...request, ...signed() }),
      };
      for (const name of [
        'deposit callbacks, each crediting an order (16 wallets)',
        'deposit callbacks, repeats of paid orders (16 wallets)',
      ]) {
        if (name.includes('repeats')) next = 0;
        const figures = await measure(base, {
          path: '/wps/deposit/callback/SANDBOX',
          method: 'POST',
          requests: [callbackRequest],
        });
        rows.push({ engine, name, ...figures, credited: next });
        console.log(`${engine} ${name}: ${figures.requestsPerSecond} req/s`);
      }
      const reconciled = await fetch(`${base}/ops/ledger/reconcile`, {
        headers: { 'x-operator-key': OPERATOR_KEY },
      }).then((r) => r.json());
      rows.push({
        engine,
        name: `reconcile after the run: ok=${reconciled.value.ok}`,
        requestsPerSecond: '',
        p50: '',
        p99: '',
        errors: '',
      });
    } finally {
      await stopServer(child);
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
    ['database', 'engine'],
    ['call', 'name'],
  ],
});
