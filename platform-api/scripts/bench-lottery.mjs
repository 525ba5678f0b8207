#!/usr/bin/env node
// Lottery benchmark (prints figures; not a test), issue 31's figures, on PGlite and on PostgreSQL
// (with-postgres.mjs): placing orders, settling one large draw, and the order history and detail
// of a member with 100,000 sub-orders. Runs in process against the migrated and seeded database
// (the server is started once for that, then stopped), through the platform's own functions:
// placeOrder (the /lgw/orders/betting path after the session check), settleDue (the lottery
// timer's pass), orderHistory and orderDetail (/lgw/orders, /lgw/orders/detail). HTTP and the
// play-token check are not in these figures. Needs a build. BENCH_SUBORDERS (100,000; 1,000,000
// for the large run) and BENCH_MEMBERS (10,000) size the draw; BENCH_ENGINE=pglite|postgres runs
// one engine; BENCH_HISTORY_ORDERS=0 leaves the reads out. BENCH_PROFILE=1 prints, after each
// figure on PostgreSQL, the statements that took its time (pg_stat_statements, nested ones in
// triggers too); run it as WITH_POSTGRES_OPTIONS="-c shared_preload_libraries=pg_stat_statements
// -c pg_stat_statements.track=all" BENCH_PROFILE=1 BENCH_ENGINE=postgres node scripts/bench-lottery.mjs.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchmarkMain, packageRoot, startServer, stopServer } from './bench-support.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const SUBORDERS = Number(process.env.BENCH_SUBORDERS ?? 100_000);
/** Each member places one order on the draw: SUBORDERS / MEMBERS slip lines (at most 100). */
const LINES = Math.min(100, Math.max(1, Math.round(SUBORDERS / MEMBERS)));
const CHASES = Number(process.env.BENCH_CHASES ?? 2_000);
const CHASE_DRAWS = 10;
/** The history member: 1,000 orders of 100 lines = 100,000 sub-orders. */
const HISTORY_ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 1_000);
const READS = Number(process.env.BENCH_READS ?? 200);
/** Concurrent callers, as autocannon's connections in the other benchmarks. */
const CONNECTIONS = 10;
/** Lotto 5D, any position, one digit on the first position: 1 stake, yuan, series 1900 (under agent01's 1950: a rebate each order). */
const POSITION_DIGIT = 1061;

const load = (file) => import(pathToFileURL(path.join(packageRoot, 'dist', file)).href);

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Runs `count` calls of `call(i)` with CONNECTIONS in flight; per-call ms and the wall time. */
async function concurrently(count, call) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await call(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const wallMs = performance.now() - started;
  // This process's CPU per call (building and reading the statements): what a call costs
  // besides the database, on a machine where both share two cores.
  const cpu = process.cpuUsage(cpu0);
  latencies.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p99: Math.round(percentile(latencies, 0.99) * 10) / 10,
    perSecond: Math.round((count / wallMs) * 1000),
    nodeCpuMs: Math.round(((cpu.user + cpu.system) / 1000 / count) * 100) / 100,
    wallMs,
  };
}

const slipOf = (lines, seed) =>
  Array.from(
    { length: lines },
    (_, line) => `${(seed + line) % 10}||||~1~${POSITION_DIGIT}~1~1900~1`,
  ).join(';');

/** Bench members under agent01, each with a wallet credited through the ledger in bulk. */
async function members(database, postTransactions, count, prefix, creditMinor) {
  await database.execScript(`
    INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
      SELECT a.merchant_code, '${prefix}' || n, a.password_hash, 0, a.id, now()
        FROM generate_series(1, ${count}) n, members a WHERE a.username = 'agent01';
    INSERT INTO wallets (member_id, currency_code)
      SELECT id, 'CNY' FROM members WHERE username LIKE '${prefix}%';`);
  const { selectRows } = await load('db/database.js');
  const { sql } = await import('drizzle-orm');
  const rows = await selectRows(
    database.db,
    sql`SELECT m.id AS member_id, w.id AS wallet_id FROM members m JOIN wallets w ON w.member_id = m.id
         WHERE m.username LIKE ${prefix + '%'} ORDER BY m.id`,
  );
  for (let start = 0; start < rows.length; start += 1000) {
    await database.db.transaction((tx) =>
      postTransactions(
        tx,
        rows.slice(start, start + 1000).map((row) => ({
          kind: 'ADJUSTMENT',
          reference: `bench-lottery-fund:${row.wallet_id}`,
          memo: 'lottery benchmark funds',
          postings: [
            {
              account: { walletId: Number(row.wallet_id), side: 'main' },
              amountMinor: creditMinor,
            },
            { account: { house: 'adjustment' }, amountMinor: -creditMinor },
          ],
        })),
      ),
    );
  }
  return rows.map((row) => Number(row.member_id));
}

async function lotto5dGames(database) {
  const { selectRows } = await load('db/database.js');
  const { sql } = await import('drizzle-orm');
  const rows = await selectRows(
    database.db,
    sql`SELECT l.* FROM lottery_games l JOIN games g ON g.id = l.game_id
         WHERE l.family = 'LOTTO5D' AND l.cadence IN ('M1', 'M3', 'M5') AND g.support_play
         ORDER BY l.cadence, l.game_id`,
  );
  const { lotteryGameOf } = await load('features/lottery/platform/draws.js');
  return Promise.all(rows.slice(0, 3).map((row) => lotteryGameOf(database.db, row.game_id)));
}

/**
 * BENCH_PROFILE on PostgreSQL: statement statistics from here on (`start`), and the statements
 * that took the most time since (`print`), each with its calls and mean.
 */
function profiler(database, engine) {
  const on = Boolean(process.env.BENCH_PROFILE) && engine === 'PostgreSQL';
  const query = (text) => database.db.$client.query(text);
  return {
    async start() {
      if (!on) return;
      await query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await query('SELECT pg_stat_statements_reset()');
    },
    async print(name) {
      if (!on) return;
      const { rows } = await query(
        `SELECT calls, round(total_exec_time) AS total_ms, round(mean_exec_time::numeric, 3) AS mean_ms,
                rows, toplevel, regexp_replace(query, '\\s+', ' ', 'g') AS text
           FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 20`,
      );
      console.log(`\n${engine} profile, ${name} (ms total / calls / ms mean / rows, * = nested):`);
      for (const row of rows) {
        console.log(
          `  ${String(row.total_ms).padStart(7)} ${String(row.calls).padStart(7)} ${String(row.mean_ms).padStart(9)} ${String(row.rows).padStart(8)} ${row.toplevel ? ' ' : '*'} ${row.text.slice(0, 150)}`,
        );
      }
    },
  };
}

async function runEngine(outFile) {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-lottery-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const rows = [];
  const row = (name, figures) => {
    console.log(`${engine} ${name}: ${JSON.stringify(figures)}`);
    rows.push({ engine, name, ...figures });
  };
  try {
    const first = await startServer(env);
    await stopServer(first.child);
    const { loadConfig } = await load('config.js');
    const { openDatabase } = await load('db/connect.js');
    const { postTransactions } = await load('features/wallet/ledger-bulk.js');
    const { placeOrder } = await load('features/lottery/platform/betting.js');
    const { scheduleOf } = await load('features/lottery/platform/draws.js');
    const { onSale, slotsFrom } = await load('features/lottery/platform/schedule.js');
    const { settleDue, settleDraw } = await load('features/lottery/platform/settlement.js');
    const { orderHistory } = await load('features/lottery/platform/order-history.js');
    const { orderDetail } = await load('features/lottery/platform/order-reads.js');
    const { lotteryOrdersQuery } = await load('contract/lottery.js');
    const { reconcile } = await load('features/wallet/reconcile.js');
    const { selectRows } = await load('db/database.js');
    const { sql } = await import('drizzle-orm');
    const database = await openDatabase(loadConfig({ ...process.env, ...env }).database);
    try {
      const profile = profiler(database, engine);
      const [drawGame, chaseGame, historyGame] = await lotto5dGames(database);
      const t0 = performance.now();
      const players = await members(database, postTransactions, MEMBERS, 'benchlot', 10_000_000);
      const [historyMember] = await members(database, postTransactions, 1, 'benchhist', 1e10);
      console.log(
        `${engine}: ${MEMBERS + 1} funded members in ${Math.round(performance.now() - t0)} ms`,
      );

      // a) Placing. The clock is the last 5 s before the draw's closing (the hot spot): every
      // order of the settlement draw is placed in that window, 10 at a time.
      const schedule = scheduleOf(drawGame);
      const sale = slotsFrom(schedule, onSale(schedule, new Date()), 3)[2];
      const closeAt = sale.drawAt.getTime() - drawGame.closeSeconds * 1000;
      const hot = (i, n) => new Date(closeAt - 5000 + Math.floor((i / n) * 4900));
      await profile.start();
      const single = await concurrently(MEMBERS, (i) =>
        placeOrder(
          database.db,
          {
            gameId: drawGame.gameId,
            currentNumero: sale.numero,
            bettingSlipString: slipOf(LINES, i),
            chase: false,
            winningStop: false,
            clientKey: `bench-single-${i}`,
          },
          { memberId: players[i], currencyCode: 'CNY', now: hot(i, MEMBERS) },
        ),
      );
      row(`place, one draw, ${LINES} lines (hot 5 s)`, {
        orders: MEMBERS,
        p50: single.p50,
        p99: single.p99,
        perSecond: single.perSecond,
        nodeCpuMsPerOrder: single.nodeCpuMs,
        load1: Math.round(os.loadavg()[0] * 10) / 10,
      });
      await profile.print('placing one-draw orders');

      const chaseSchedule = scheduleOf(chaseGame);
      const chaseNow = new Date(closeAt - 5000);
      const chaseSale = onSale(chaseSchedule, chaseNow);
      const chaseSlip = slotsFrom(chaseSchedule, chaseSale, CHASE_DRAWS).map((slot) => ({
        numero: slot.numero,
        multiple: 1,
      }));
      const chases = await concurrently(CHASES, (i) =>
        placeOrder(
          database.db,
          {
            gameId: chaseGame.gameId,
            currentNumero: chaseSale.numero,
            bettingSlipString: slipOf(1, i),
            chase: true,
            winningStop: true,
            chaseSlip,
            clientKey: `bench-chase-${i}`,
          },
          { memberId: players[i % MEMBERS], currencyCode: 'CNY', now: chaseNow },
        ),
      );
      row(`place, ${CHASE_DRAWS}-draw chase, 1 line`, {
        orders: CHASES,
        p50: chases.p50,
        p99: chases.p99,
        perSecond: chases.perSecond,
        nodeCpuMsPerOrder: chases.nodeCpuMs,
        load1: Math.round(os.loadavg()[0] * 10) / 10,
      });

      // b) Settlement: from the draw time to every balance credited (the timer's pass at the
      // draw time: draw the result, settle every sub-order through the ledger), then again.
      const drawAt = new Date(sale.drawAt.getTime());
      // Every other game's draw due before this one (opened by the server's first start) is
      // drawn and settled first, outside the figure.
      await settleDue(database.db, new Date(drawAt.getTime() - 1));
      await profile.start();
      const s0 = performance.now();
      const cpu0 = process.cpuUsage();
      await settleDue(database.db, drawAt);
      const settleMs = performance.now() - s0;
      // This process's own CPU (judging, building the batches; PGlite's work too, which runs
      // in it): on a shared machine, what the wall time waited for besides the database.
      const cpu = process.cpuUsage(cpu0);
      const [left] = await selectRows(
        database.db,
        sql`SELECT count(*) FILTER (WHERE state = 2) AS open, count(*) AS all,
                   count(*) FILTER (WHERE state = 4) AS won, coalesce(sum(win_minor), 0) AS paid
              FROM lottery_suborders WHERE game_id = ${drawGame.gameId} AND numero = ${sale.numero}`,
      );
      if (Number(left.open) !== 0) throw new Error(`${left.open} sub-orders left unsettled`);
      row(`settle one draw: ${left.all} sub-orders / ${MEMBERS} members`, {
        seconds: Math.round(settleMs / 100) / 10,
        nodeCpuSeconds: Math.round((cpu.user + cpu.system) / 100_000) / 10,
        load1: Math.round(os.loadavg()[0] * 10) / 10,
        won: Number(left.won),
        paidMinor: Number(left.paid),
      });
      await profile.print('settling the draw');
      const r0 = performance.now();
      await settleDraw(database.db, drawGame.gameId, sale.numero, drawAt);
      row('settle the same draw again (pays nothing)', {
        seconds: Math.round((performance.now() - r0) / 100) / 10,
      });

      // c) Reads of a member with HISTORY_ORDERS × 100 sub-orders.
      if (HISTORY_ORDERS > 0) {
        const historySchedule = scheduleOf(historyGame);
        // After the settled draw's time: settleDue above drew every game's draws up to it, so a
        // small run (BENCH_MEMBERS=10) would otherwise bet on a draw already drawn.
        const historyFrom = new Date(Math.max(Date.now(), drawAt.getTime() + 1));
        const historyNow = new Date(onSale(historySchedule, historyFrom).openAt.getTime() + 1000);
        const historySale = onSale(historySchedule, historyNow);
        const placed = [];
        const h0 = performance.now();
        await concurrently(HISTORY_ORDERS, async (i) => {
          const order = await placeOrder(
            database.db,
            {
              gameId: historyGame.gameId,
              currentNumero: historySale.numero,
              bettingSlipString: slipOf(100, i),
              chase: false,
              winningStop: false,
              clientKey: `bench-history-${i}`,
            },
            { memberId: historyMember, currencyCode: 'CNY', now: historyNow },
          );
          placed.push(order.orderNumber);
        });
        console.log(
          `${engine}: history member's ${HISTORY_ORDERS * 100} sub-orders placed in ${Math.round(performance.now() - h0)} ms`,
        );
        // What autovacuum does after 100,000 new rows: statistics, and the visibility map that
        // lets the history read its figures from the index alone.
        await database.execScript('VACUUM (ANALYZE) lottery_suborders, lottery_orders;');
        const query = (page, cursor) =>
          lotteryOrdersQuery.parse({
            page: String(page),
            size: '20',
            ...(cursor ? { cursor } : {}),
          });
        const deepPage = (HISTORY_ORDERS * 100) / 20;
        // The lottery page walks by cursor: the one that follows the middle page, as a reader
        // who paged that far would send it.
        const middle = Math.floor(deepPage / 2);
        const { nextCursor } = await orderHistory(
          database.db,
          historyMember,
          query(middle),
          historyNow,
        );
        for (const [name, read] of [
          [
            'history page 1 (20 rows)',
            () => orderHistory(database.db, historyMember, query(1), historyNow),
          ],
          [
            `history page ${deepPage} (the last)`,
            () => orderHistory(database.db, historyMember, query(deepPage), historyNow),
          ],
          [
            `history page ${middle + 1} by cursor`,
            () =>
              orderHistory(database.db, historyMember, query(middle + 1, nextCursor), historyNow),
          ],
          [
            'order detail (100 sub-orders)',
            (i) => orderDetail(database.db, historyMember, placed[i % placed.length], historyNow),
          ],
        ]) {
          const figures = await concurrently(READS, read);
          row(`${name}, member with ${HISTORY_ORDERS * 100} sub-orders`, {
            p50: figures.p50,
            p99: figures.p99,
            perSecond: figures.perSecond,
          });
        }

        if (process.env.BENCH_EXPLAIN) {
          // The plans of the reads above (BENCH_EXPLAIN=1): what each scans, and for how long.
          const { detailQuery } = await load('features/lottery/platform/order-reads.js');
          const detail = detailQuery(database.db, historyMember, placed[0]).toSQL();
          const plans = [
            ['detail', detail.sql, detail.params],
            [
              'history ids, last page by number (from the oldest end)',
              `SELECT id FROM lottery_suborders WHERE member_id = $1 AND placed_at >= $2
              AND placed_at < $3 ORDER BY placed_at ASC, id ASC LIMIT 20 OFFSET 0`,
              [
                historyMember,
                new Date(historyNow.getTime() - 86_400_000),
                new Date(historyNow.getTime() + 86_400_000),
              ],
            ],
            [
              'history ids, middle page by number',
              `SELECT id FROM lottery_suborders WHERE member_id = $1 AND placed_at >= $2
              AND placed_at < $3 ORDER BY placed_at DESC, id DESC LIMIT 20 OFFSET ${middle * 20}`,
              [
                historyMember,
                new Date(historyNow.getTime() - 86_400_000),
                new Date(historyNow.getTime() + 86_400_000),
              ],
            ],
            [
              'history totals',
              `SELECT sum(suborders), sum(amount_minor), sum(win_minor) FROM lottery_member_totals
              WHERE member_id = $1 AND day >= $2::date AND day < $3::date`,
              [historyMember, '2000-01-01', '2100-01-01'],
            ],
          ];
          for (const [name, text, params] of plans) {
            const result = await database.db.$client.query(
              `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
              params,
            );
            console.log(`\n${engine} plan, ${name}:`);
            for (const line of result.rows) console.log(`  ${Object.values(line)[0]}`);
          }
        }
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
  table: (rows) => {
    console.log(
      `\nlottery: ${CONNECTIONS} callers in process, ${os.cpus().length} CPUs, Node ${process.version}, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
    for (const r of rows) {
      const { engine, name, ...figures } = r;
      console.log(
        `| ${engine.padEnd(10)} | ${name.padEnd(58)} | ${Object.entries(figures)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')} |`,
      );
    }
  },
});
