import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';
import { hashPassword } from '../../security/password.js';
import {
  answer,
  bearer,
  createTestApp,
  type AnswerEnvelope,
  type JsonEndpointKey,
  type TestApp,
} from '../../test/harness.js';
import { clientHeaders, solvedCaptcha } from '../accounts/test-helpers.js';
import { ensureWallet, postMemberMovement, reconcile } from '../wallet/index.js';
import { refreshLiveRollups, settledHorizon } from './team-live-rollup.js';
import { daysToRollUp, rollUpClosedDays, rollUpDay } from './team-rollup.js';

// Roll-ups, closure and activity of migration 0031, on a tree of its own:
//   rboss → rm1, rsub → rsm1, rsm2;   rrival → xm1
let t: TestApp;
const id: Record<string, number> = {};
const PASSWORD = 'rollpass123';
const DAY_MS = 86_400_000;
const tokens: Record<string, string> = {};

const db = () => t.database.db;
const day = (offset: number) =>
  new Date(t.clock.now().getTime() + offset * DAY_MS).toISOString().slice(0, 10);

async function addMember(
  username: string,
  type: number,
  parent: string | null,
  registeredDaysAgo = 20,
) {
  const [row] = await selectRows<{ id: number }>(
    db(),
    sql`INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
        VALUES ('LOBBY01', ${username}, ${await hashPassword(PASSWORD)}, ${type},
                ${parent ? id[parent]! : null},
                ${new Date(t.clock.now().getTime() - registeredDaysAgo * DAY_MS).toISOString()})
        RETURNING id`,
  );
  id[username] = Number(row!.id);
}

let refs = 0;
/** Runs `work` with the platform clock `daysAgo` days back, then puts the clock back. */
async function on<T>(daysAgo: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(-daysAgo * DAY_MS);
  try {
    return await work();
  } finally {
    t.clock.advance(daysAgo * DAY_MS);
  }
}

async function deposit(username: string, major: number, executor: Executor = db()) {
  const wallet = await ensureWallet(executor, id[username]!, 'CNY');
  await postMemberMovement(executor, {
    walletId: wallet.id,
    kind: 'DEPOSIT',
    counter: 'cash:SEED',
    amountMinor: major * 100,
    reference: `rollup-test:${(refs += 1)}`,
    at: t.clock.now(),
  });
}

/** A settled bet (stake posted, payout posted), placed at the clock's now; answers its ref. */
async function bet(username: string, stake: number, payout: number): Promise<string> {
  const wallet = await ensureWallet(db(), id[username]!, 'CNY');
  const reference = `rollup-test:bet:${(refs += 1)}`;
  const [game] = await selectRows<{ id: number }>(db(), sql`SELECT id FROM games LIMIT 1`);
  await postMemberMovement(db(), {
    walletId: wallet.id,
    kind: 'BET',
    counter: 'gaming',
    amountMinor: -stake * 100,
    reference: `${reference}:bet`,
    at: t.clock.now(),
  });
  await db().execute(sql`INSERT INTO bet_records
      (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
    VALUES (${id[username]!}, ${game!.id}, ${reference}, ${stake * 100}, ${payout * 100},
            'SETTLED', ${t.clock.now().toISOString()}, ${t.clock.now().toISOString()})`);
  if (payout > 0) {
    await postMemberMovement(db(), {
      walletId: wallet.id,
      kind: 'PAYOUT',
      counter: 'gaming',
      amountMinor: payout * 100,
      reference: `${reference}:win`,
      at: t.clock.now(),
    });
  }
  return reference;
}

/** The answer of the table's GET `key` (no path parameters) with `query`, for `who`. */
async function get<K extends JsonEndpointKey>(
  who: string,
  key: K,
  query = '',
): Promise<AnswerEnvelope<K>['value']> {
  const url = `${key.slice('GET '.length)}${query}`;
  const response = await t.request({ method: 'GET', url, headers: bearer(tokens[who]!) });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return answer(key, response).value;
}

const range = () => `period=custom&startDate=${day(-5)}&endDate=${day(0)}`;

/** Every report the roll-up feeds, over a mix of days (closed ones and today). */
async function reports() {
  return {
    all: await get('rboss', 'GET /wps/agent/team/overview', `?${range()}`),
    direct: await get('rboss', 'GET /wps/agent/team/overview', `?${range()}&scope=direct`),
    yesterday: await get('rboss', 'GET /wps/agent/team/overview', '?period=yesterday'),
    today: await get('rboss', 'GET /wps/agent/team/overview', '?period=today'),
    month: await get('rboss', 'GET /wps/agent/team/overview', '?period=thisMonth'),
    pnl: await get('rboss', 'GET /wps/agent/team/pnl', `?${range()}`),
    drill: await get('rboss', 'GET /wps/agent/team/pnl', `?${range()}&agentId=${id.rsub}`),
    bets: await get('rboss', 'GET /wps/agent/team/bets', `?${range()}`),
    subBets: await get('rboss', 'GET /wps/agent/team/bets', `?${range()}&username=rsm1`),
    todayBets: await get('rboss', 'GET /wps/agent/team/bets', '?period=today'),
    todayCategoryBets: await get(
      'rboss',
      'GET /wps/agent/team/bets',
      `?period=today&category=${category}`,
    ),
    rivalTodayBets: await get('rrival', 'GET /wps/agent/team/bets', '?period=today'),
  };
}

/** The same reports with every rolled-up day read live (as if never rolled up). */
async function liveReports() {
  const dirty = await selectRows<{ day: string }>(
    db(),
    sql`SELECT day::text AS day FROM team_rollup_days WHERE dirty`,
  );
  await db().execute(sql`UPDATE team_rollup_days SET dirty = true`);
  try {
    return await reports();
  } finally {
    await db().execute(sql`UPDATE team_rollup_days SET dirty = false
      WHERE day::text NOT IN (${sql.join(
        ['', ...dirty.map((row) => row.day)].map((value) => sql`${value}`),
        sql`, `,
      )})`);
  }
}

const rolledRows = () =>
  selectRows(
    db(),
    sql`SELECT agent_id, scope, day::text, deposits_minor::text, stakes_minor::text,
               payouts_minor::text, bets, members
          FROM team_daily_totals WHERE agent_id IN (${id.rboss!}, ${id.rsub!})
         ORDER BY agent_id, scope, day`,
  );

const logIn = async () => {
  for (const who of ['rboss', 'rrival']) tokens[who] = await t.login(who, PASSWORD);
};

let lateBet = '';
/** The category of the game every test bet is placed on. */
let category = '';
before(async () => {
  t = await createTestApp();
  const [game] = await selectRows<{ category: string }>(
    db(),
    sql`SELECT v.category FROM games g JOIN vendors v ON v.code = g.vendor_code
         WHERE g.id = (SELECT id FROM games LIMIT 1)`,
  );
  category = game!.category;
  await addMember('rboss', 1, null);
  await addMember('rrival', 1, null);
  await addMember('rm1', 0, 'rboss');
  await addMember('rsub', 1, 'rboss');
  await addMember('rsm1', 0, 'rsub');
  await addMember('rsm2', 0, 'rsub');
  await addMember('xm1', 0, 'rrival');
  for (const who of ['rm1', 'rsm1', 'rsm2', 'xm1']) await on(4, () => deposit(who, 1000));
  // rsm1 bets on three days, rm1 on one; rsm2 only deposits; rsub (an agent) bets itself.
  for (const daysAgo of [3, 2, 0]) await on(daysAgo, () => bet('rsm1', 10, 15));
  lateBet = await on(2, () => bet('rm1', 20, 0));
  await on(1, () => deposit('rsm2', 50));
  await on(1, () => deposit('rsub', 100));
  await on(1, () => bet('rsub', 30, 60));
  await bet('xm1', 99, 0);
  await logIn();
});
after(async () => {
  await t.close();
});

describe('team roll-ups (closed days) against the live member days', () => {
  test('before any roll-up: active bettors are counted once across days and per scope', async () => {
    const { all, direct } = await reports();
    assert.equal(all.summary.activeBettors, 3); // rsm1 (3 days), rm1, rsub
    assert.equal(all.summary.stakes, 10 * 3 + 20 + 30);
    assert.equal(all.summary.deposits, 3000 + 50 + 100);
    assert.equal(direct.summary.activeBettors, 2); // rm1, rsub
  });

  test('rolled-up days answer exactly what the live days answered', async () => {
    const live = await reports();
    const done = await rollUpClosedDays(db(), t.clock.now());
    assert.ok(done.some((row) => row.day === day(-2) && row.rows > 0));
    assert.ok(!done.some((row) => row.day === day(0)), 'today is never rolled up');
    assert.deepEqual(await reports(), live);
    // The closed days are now read from the roll-up: spoiling one row shows in the report.
    await db().execute(sql`UPDATE team_daily_totals SET stakes_minor = stakes_minor + 100
      WHERE agent_id = ${id.rboss!} AND scope = 'all' AND day = ${day(-2)}::date`);
    await db().execute(sql`UPDATE team_daily_totals SET bettors = bettors + 1
      WHERE agent_id = ${id.rboss!} AND scope = 'all' AND day = ${day(-1)}::date`);
    const spoiled = await reports();
    assert.equal(spoiled.all.summary.stakes, live.all.summary.stakes + 1);
    assert.equal(spoiled.yesterday.summary.activeBettors, live.yesterday.summary.activeBettors + 1);
    assert.ok((await reconcile(db())).dailyTotalMismatches > 0, 'reconcile sees the spoiled row');
    await rollUpDay(db(), day(-2), t.clock.now());
    await rollUpDay(db(), day(-1), t.clock.now());
    assert.deepEqual(await reports(), live);
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });

  test('the job twice writes what it wrote once, and then has nothing to do', async () => {
    const once = await rolledRows();
    assert.ok(once.length > 0);
    assert.deepEqual(await daysToRollUp(db(), t.clock.now()), []);
    assert.deepEqual(await rollUpClosedDays(db(), t.clock.now()), []);
    await rollUpDay(db(), day(-2), t.clock.now());
    await rollUpDay(db(), day(-2), t.clock.now());
    assert.deepEqual(await rolledRows(), once);
  });

  test('a late change to a closed day marks it dirty, is read live, and is re-rolled', async () => {
    const before = await reports();
    // A bet of two days ago cancelled today, and a deposit booked late for yesterday.
    await db().execute(
      sql`UPDATE bet_records SET status = 'CANCELLED' WHERE reference = ${lateBet}`,
    );
    await on(1, () => deposit('rm1', 7));
    // A bet of three days ago still open (it reaches the bet days, not the member days).
    const [game] = await selectRows<{ id: number }>(db(), sql`SELECT id FROM games LIMIT 1`);
    await db().execute(sql`INSERT INTO bet_records
        (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at)
      VALUES (${id.rsm2!}, ${game!.id}, 'rollup-test:open', 4000, 0, 'OPEN',
              ${new Date(t.clock.now().getTime() - 3 * DAY_MS).toISOString()})`);
    assert.deepEqual(await daysToRollUp(db(), t.clock.now()), [day(-3), day(-2), day(-1)]);
    const dirty = await reports();
    assert.equal(dirty.all.summary.stakes, before.all.summary.stakes - 20);
    assert.equal(dirty.all.summary.activeBettors, 2); // rm1 has no settled bet left
    assert.equal(dirty.all.summary.deposits, before.all.summary.deposits + 7);
    assert.equal(dirty.bets.total, before.bets.total + 1); // the open bet; the cancelled one stays
    assert.equal(dirty.bets.totals.stake, before.bets.totals.stake! - 20 + 40);
    assert.deepEqual(dirty, await liveReports());
    const again = await rollUpClosedDays(db(), t.clock.now());
    assert.deepEqual(
      again.map((row) => row.day),
      [day(-3), day(-2), day(-1)],
    );
    assert.deepEqual(await reports(), dirty);
    const [row] = await selectRows<{ stakes: string }>(
      db(),
      sql`SELECT stakes_minor::text AS stakes FROM team_daily_totals
           WHERE agent_id = ${id.rboss!} AND scope = 'direct' AND day = ${day(-2)}::date`,
    );
    assert.equal(row?.stakes, '0', 'rm1 was the only direct bettor of that day');
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });

  test('today stays live: a bet now shows at once', async () => {
    const before = await reports();
    await bet('rsm2', 5, 0);
    const after = await reports();
    assert.equal(after.today.summary.stakes, before.today.summary.stakes + 5);
    assert.equal(after.all.summary.activeBettors, before.all.summary.activeBettors + 1);
    assert.deepEqual(after, await liveReports());
  });
});

/** The reports with the live roll-up's marks taken away (read live), then the marks put back. */
async function withoutLiveRollup() {
  const marks = await selectRows<{ part: string; day: string | null; seq: string; at: string }>(
    db(),
    sql`SELECT part, day::text AS day, change_seq::text AS seq, refreshed_at::text AS at
          FROM team_live_marks`,
  );
  await db().execute(sql`DELETE FROM team_live_marks`);
  try {
    return await reports();
  } finally {
    for (const mark of marks) {
      await db().execute(sql`INSERT INTO team_live_marks (part, day, change_seq, refreshed_at)
        VALUES (${mark.part}, ${mark.day}::date, ${mark.seq}::bigint, ${mark.at}::timestamptz)`);
    }
  }
}

const liveMarks = async () =>
  (await selectRows<{ part: string }>(db(), sql`SELECT part FROM team_live_marks ORDER BY part`))
    .map((row) => row.part)
    .join(',');

describe('the live roll-up of today and the wallets (migration 0032)', () => {
  const teamBalance = (r: Awaited<ReturnType<typeof reports>>) => r.today.summary.teamBalance!;

  test('after a refresh, the reports answer what the live rows answer, and read the roll-up', async () => {
    await rollUpClosedDays(db(), t.clock.now());
    const live = await reports();
    assert.equal(await refreshLiveRollups(db(), t.clock.now()), true);
    assert.equal(await liveMarks(), 'bet_days,member_days,wallets');
    assert.deepEqual(await reports(), live);
    assert.deepEqual(await withoutLiveRollup(), live);
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
    // Today's money and the balance now come from the per-agent rows: spoiling them shows.
    await db().execute(sql`UPDATE team_today_totals SET stakes_minor = stakes_minor + 100
      WHERE agent_id = ${id.rboss!} AND scope = 'all'`);
    await db().execute(sql`UPDATE team_balance_totals SET balance_minor = balance_minor + 100
      WHERE agent_id = ${id.rboss!} AND scope = 'all'`);
    await db().execute(sql`UPDATE team_today_bet_totals SET bets = bets + 1
      WHERE agent_id = ${id.rboss!} AND status = 'SETTLED'`);
    // A single day's active bettors are the roll-up's count (several days: the masks).
    await db().execute(sql`UPDATE team_today_totals SET bettors = bettors + 1
      WHERE agent_id = ${id.rboss!} AND scope = 'all'`);
    const spoiled = await reports();
    assert.equal(spoiled.today.summary.activeBettors, live.today.summary.activeBettors + 1);
    assert.equal(spoiled.all.summary.activeBettors, live.all.summary.activeBettors);
    assert.equal(spoiled.today.summary.stakes, live.today.summary.stakes + 1);
    assert.equal(teamBalance(spoiled), teamBalance(live) + 1);
    assert.equal(spoiled.todayBets.total, live.todayBets.total + 1);
    assert.ok((await reconcile(db())).dailyTotalMismatches >= 3, 'reconcile sees them');
    // A copy that lags its row although the row is below the horizon is caught too.
    await db().execute(sql`UPDATE team_today_members SET bets = bets + 1
      WHERE member_id = ${id.rsm1!}`);
    const lagging = (await reconcile(db())).dailyTotalMismatches;
    assert.ok(lagging >= 3, `reconcile sees the lagging copy (${lagging})`);
    // Without marks the next refresh rebuilds both parts from nothing.
    await db().execute(sql`DELETE FROM team_live_marks`);
    await refreshLiveRollups(db(), t.clock.now());
    assert.deepEqual(await reports(), live);
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });

  test('changes after the refresh are added exactly, and the next refresh takes them in', async () => {
    const before = await reports();
    await bet('rsm2', 6, 2); // a member day changed, and its wallet
    await deposit('rm1', 9); // a wallet move and a member day of a direct member
    // A bet still open (a new bet day of the open status) and one cancelled (moved between two).
    const [game] = await selectRows<{ id: number }>(db(), sql`SELECT id FROM games LIMIT 1`);
    for (const [reference, status] of [
      ['rollup-test:today-open', 'OPEN'],
      ['rollup-test:today-void', 'OPEN'],
    ]) {
      await db().execute(sql`INSERT INTO bet_records
          (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at)
        VALUES (${id.rsm1!}, ${game!.id}, ${reference}, 700, 0, ${status},
                ${t.clock.now().toISOString()})`);
    }
    await db().execute(sql`UPDATE bet_records SET status = 'CANCELLED'
      WHERE reference = 'rollup-test:today-void'`);
    const after = await reports();
    assert.equal(after.todayBets.total, before.todayBets.total + 1 + 2);
    assert.equal(after.todayBets.totals.stake, before.todayBets.totals.stake! + 6 + 7);
    assert.equal(after.today.summary.stakes, before.today.summary.stakes + 6);
    assert.equal(after.today.summary.deposits, before.today.summary.deposits + 9);
    assert.equal(teamBalance(after), teamBalance(before) + 9 - 6 + 2);
    assert.deepEqual(after, await withoutLiveRollup());
    await refreshLiveRollups(db(), t.clock.now());
    assert.deepEqual(await reports(), after);
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });

  test('a member registered today counts from its first wallet and member day on', async () => {
    const before = await reports();
    await addMember('rnew1', 0, 'rsub', 0);
    await deposit('rnew1', 40);
    await bet('rnew1', 3, 0);
    const after = await reports();
    assert.equal(after.today.summary.registrations, before.today.summary.registrations! + 1);
    assert.equal(after.today.summary.stakes, before.today.summary.stakes + 3);
    assert.equal(teamBalance(after), teamBalance(before) + 40 - 3);
    assert.deepEqual(after, await withoutLiveRollup());
    await refreshLiveRollups(db(), t.clock.now());
    assert.deepEqual(await reports(), after);
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });

  test('a late change to a closed day, and a new day, stay exact', async () => {
    await on(1, () => deposit('rsm1', 11)); // marks yesterday dirty: read live again
    const late = await reports();
    assert.deepEqual(late, await withoutLiveRollup());
    assert.deepEqual(late, await liveReports());
    // The platform's next day: the copies hold the day before until a refresh starts afresh.
    t.clock.advance(DAY_MS);
    try {
      await logIn(); // the sessions' idle time ran out with the day
      await bet('rsm1', 2, 0);
      const tomorrow = await reports();
      assert.deepEqual(tomorrow, await withoutLiveRollup());
      await refreshLiveRollups(db(), t.clock.now());
      assert.deepEqual(await reports(), tomorrow);
      assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
    } finally {
      t.clock.advance(-DAY_MS);
      await logIn();
    }
    await refreshLiveRollups(db(), t.clock.now());
    await rollUpClosedDays(db(), t.clock.now());
    assert.deepEqual(await reports(), await withoutLiveRollup());
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });

  test('moving a member drops the marks (read live) until a refresh rebuilds them', async () => {
    await db().execute(
      sql`UPDATE members SET parent_agent_id = ${id.rboss!} WHERE id = ${id.rsm2!}`,
    );
    try {
      assert.equal(await liveMarks(), '');
      await refreshLiveRollups(db(), t.clock.now());
      assert.equal(await liveMarks(), 'bet_days,member_days,wallets');
      assert.deepEqual(await reports(), await withoutLiveRollup());
      assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
    } finally {
      await db().execute(
        sql`UPDATE members SET parent_agent_id = ${id.rsub!} WHERE id = ${id.rsm2!}`,
      );
    }
    await rollUpClosedDays(db(), t.clock.now());
    await refreshLiveRollups(db(), t.clock.now());
    assert.deepEqual(await reports(), await withoutLiveRollup());
  });

  test('a change in flight when the refresh reads the stamps is waited for', async () => {
    if (!process.env.DATABASE_URL) {
      // PGlite has one connection: no change can be in flight, the horizon is the last stamp.
      const [stamp] = await selectRows<{ value: string }>(
        db(),
        sql`SELECT last_value::text AS value FROM team_change_seq`,
      );
      assert.equal(await settledHorizon(db()), BigInt(stamp!.value));
      return;
    }
    let refreshed: Promise<boolean> | undefined;
    let settledEarly = false;
    await db().transaction(async (tx) => {
      await deposit('rsm1', 13, tx); // stamped now, committed only after the refresh started
      refreshed = refreshLiveRollups(db(), t.clock.now());
      void refreshed.then(() => (settledEarly = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    assert.equal(settledEarly, false, 'the refresh waited for the open transaction');
    assert.equal(await refreshed, true);
    const [row] = await selectRows<{ deposits: string }>(
      db(),
      sql`SELECT deposits_minor::text AS deposits FROM team_today_members
           WHERE member_id = ${id.rsm1!} AND day = ${day(0)}::date`,
    );
    assert.equal(row?.deposits, '1300', 'the copy holds the late-committed deposit');
    assert.deepEqual(await reports(), await withoutLiveRollup());
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });
});

describe('the closure of the agent tree', () => {
  const ancestorsOf = async (memberId: number) =>
    (
      await selectRows<{ ancestor_id: number; depth: number }>(
        db(),
        sql`SELECT ancestor_id, depth FROM member_ancestors WHERE member_id = ${memberId}
             ORDER BY depth`,
      )
    ).map((row) => [Number(row.ancestor_id), Number(row.depth)]);

  test('kept for an account an agent creates', async () => {
    const sub = await t.login('rsub', PASSWORD);
    const made = await t.request({
      method: 'POST',
      url: '/wps/agent/accounts',
      headers: bearer(sub),
      payload: {
        username: 'rollmade1',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        accountType: 0,
        rates: {},
      },
    });
    assert.equal(made.statusCode, 200, made.body);
    const memberId = answer('POST /wps/agent/accounts', made).value.memberId;
    assert.deepEqual(await ancestorsOf(memberId), [
      [id.rsub!, 1],
      [id.rboss!, 2],
    ]);
    const { summary } = await get('rboss', 'GET /wps/agent/team/overview');
    assert.equal(summary.members, 6); // rm1, rsub, rsm1, rsm2, rnew1, rollmade1
  });

  test('kept for a member registering through an agent’s link, and not for one without', async () => {
    const boss = tokens.rboss!;
    const link = await t.request({
      method: 'POST',
      url: '/wps/agent/links',
      headers: bearer(boss),
      payload: { accountType: 0, rates: {}, expiresInDays: 7 },
    });
    assert.equal(link.statusCode, 200, link.body);
    const register = async (username: string, affiliateCode?: string) => {
      const response = await t.request({
        method: 'PUT',
        url: '/wps/member/register',
        headers: clientHeaders(),
        payload: {
          ...(await solvedCaptcha(t, 'REGISTER')),
          username,
          password: 'abc12345',
          confirmPassword: 'abc12345',
          ...(affiliateCode ? { affiliateCode } : {}),
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      const [row] = await selectRows<{ id: number }>(
        db(),
        sql`SELECT id FROM members WHERE lower(username) = ${username}`,
      );
      return Number(row!.id);
    };
    const linked = await register('rolllinked', answer('POST /wps/agent/links', link).value.code);
    assert.deepEqual(await ancestorsOf(linked), [[id.rboss!, 1]]);
    assert.deepEqual(await ancestorsOf(await register('rollalone')), []);
  });

  test('the seed’s tree and everything above reconcile; a hand-made drift is caught', async () => {
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
    await db().execute(sql`DELETE FROM member_ancestors
      WHERE member_id = ${id.rsm1!} AND ancestor_id = ${id.rboss!}`);
    try {
      const report = await reconcile(db());
      assert.ok(report.dailyTotalMismatches > 0);
      assert.equal(report.ok, false);
    } finally {
      await db().execute(sql`INSERT INTO member_ancestors (ancestor_id, member_id, depth)
        VALUES (${id.rboss!}, ${id.rsm1!}, 2)`);
    }
    const activity = sql`agent_id = ${id.rsub!} AND member_id = ${id.rsm1!}`;
    const masks = await selectRows<{ month: string; day_mask: number }>(
      db(),
      sql`SELECT month::text AS month, day_mask FROM team_member_activity WHERE ${activity}`,
    );
    assert.ok(masks.length > 0);
    await db().execute(sql`UPDATE team_member_activity SET day_mask = 0 WHERE ${activity}`);
    assert.ok((await reconcile(db())).dailyTotalMismatches > 0, 'a lost active day is caught');
    for (const mask of masks) {
      await db().execute(sql`UPDATE team_member_activity SET day_mask = ${mask.day_mask}
        WHERE ${activity} AND month = ${mask.month}::date`);
    }
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });

  test('moving a member moves its closure, activity and roll-ups with it', async () => {
    // The upline is fixed at registration; an operator's fix by hand must still keep all in step.
    await db().execute(
      sql`UPDATE members SET parent_agent_id = ${id.rrival!} WHERE id = ${id.rsm1!}`,
    );
    assert.deepEqual(await ancestorsOf(id.rsm1!), [[id.rrival!, 1]]);
    assert.ok((await daysToRollUp(db(), t.clock.now())).length > 0, 'roll-ups marked dirty');
    await rollUpClosedDays(db(), t.clock.now());
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
    const { summary } = await get('rrival', 'GET /wps/agent/team/overview', `?${range()}`);
    assert.equal(summary.activeBettors, 2); // xm1 and, now, rsm1
    await db().execute(
      sql`UPDATE members SET parent_agent_id = ${id.rsub!} WHERE id = ${id.rsm1!}`,
    );
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });
});

/** Head counts as the overview counted them before migration 0033: from the closure itself. */
async function liveHeads(agent: string, scope: 'all' | 'direct', first: string, last: string) {
  const deepest = scope === 'direct' ? 1 : 32;
  const team = sql`c.ancestor_id = ${id[agent]!} AND c.depth BETWEEN 1 AND ${deepest}`;
  const [row] = await selectRows<{ members: number; registrations: number; firsts: number }>(
    db(),
    sql`SELECT
          (SELECT count(*) FROM member_ancestors c WHERE ${team})::int AS members,
          (SELECT count(*) FROM member_ancestors c JOIN members m ON m.id = c.member_id
            WHERE ${team} AND m.created_at >= ${`${first}T00:00:00Z`}::timestamptz
              AND m.created_at < ${`${last}T00:00:00Z`}::timestamptz + interval '1 day')::int
            AS registrations,
          (SELECT count(*) FROM member_ancestors c
             JOIN member_first_deposits f ON f.member_id = c.member_id
            WHERE ${team} AND f.day >= ${first}::date AND f.day <= ${last}::date)::int AS firsts`,
  );
  return {
    members: Number(row!.members),
    registrations: Number(row!.registrations),
    firstDeposits: Number(row!.firsts),
  };
}

/** The overview's head counts over several periods and both scopes equal the live counts. */
async function assertHeadsLive(agent = 'rboss') {
  const periods: Array<[string, string, string]> = [
    [`period=custom&startDate=${day(-30)}&endDate=${day(0)}`, day(-30), day(0)],
    ['period=today', day(0), day(0)],
    ['period=yesterday', day(-1), day(-1)],
    [`period=custom&startDate=${day(-3)}&endDate=${day(-1)}`, day(-3), day(-1)],
  ];
  for (const [query, first, last] of periods) {
    for (const scope of ['all', 'direct'] as const) {
      const { summary } = await get(
        agent,
        'GET /wps/agent/team/overview',
        `?${query}&scope=${scope}`,
      );
      assert.deepEqual(
        {
          members: summary.members,
          registrations: summary.registrations,
          firstDeposits: summary.firstDeposits,
        },
        await liveHeads(agent, scope, first, last),
        `${agent} ${query} ${scope}`,
      );
    }
  }
  assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
}

let orders = 0;
/** A deposit order of `who` paid `daysAgo` days back (the head counts follow its first one). */
async function paidOrder(who: string, daysAgo: number) {
  const wallet = await ensureWallet(db(), id[who]!, 'CNY');
  const [channel] = await selectRows<{ code: string; provider_code: string }>(
    db(),
    sql`SELECT code, provider_code FROM deposit_channels ORDER BY code LIMIT 1`,
  );
  const at = new Date(t.clock.now().getTime() - daysAgo * DAY_MS).toISOString();
  await db().execute(sql`INSERT INTO deposit_orders (order_no, member_id, wallet_id, channel_code,
      provider_code, amount_minor, fee_minor, credit_minor, status, created_at, expires_at,
      finished_at)
    VALUES (${`heads-test-${(orders += 1)}`}, ${id[who]!}, ${wallet.id}, ${channel!.code},
            ${channel!.provider_code}, 1000, 0, 1000, 'PAID', ${at}, ${at}, ${at})`);
}

describe('team head counts (migration 0033) against the closure', () => {
  test('members, registrations and first deposits equal the live counts', async () => {
    await assertHeadsLive();
    await assertHeadsLive('rrival');
  });

  test('a first deposit counts on its day, and moves to an earlier one paid later', async () => {
    await paidOrder('rsm2', 2);
    const before = await get('rboss', 'GET /wps/agent/team/overview', '?period=yesterday');
    await assertHeadsLive();
    // A payment of yesterday committed after one of two days ago: still the earlier one.
    await paidOrder('rsm2', 1);
    assert.deepEqual(
      await get('rboss', 'GET /wps/agent/team/overview', '?period=yesterday'),
      before,
    );
    // An order of three days ago paid late replaces it (0029 keeps the earliest paid).
    await paidOrder('rsm2', 3);
    const { summary } = await get(
      'rboss',
      'GET /wps/agent/team/overview',
      `?period=custom&startDate=${day(-3)}&endDate=${day(-3)}`,
    );
    assert.equal(summary.firstDeposits, 1);
    await assertHeadsLive();
  });

  test('a registration back-dated, its date corrected, a move and a deletion stay exact', async () => {
    await addMember('rheads1', 0, 'rsub', 2);
    await paidOrder('rheads1', 1);
    await assertHeadsLive();
    await db().execute(sql`UPDATE members SET created_at = created_at - interval '1 day'
      WHERE id = ${id.rheads1!}`);
    await assertHeadsLive();
    await db().execute(
      sql`UPDATE members SET parent_agent_id = ${id.rrival!} WHERE id = ${id.rheads1!}`,
    );
    await assertHeadsLive();
    await assertHeadsLive('rrival');
    await db().execute(sql`DELETE FROM members WHERE id = ${id.rheads1!}`);
    await assertHeadsLive();
    await assertHeadsLive('rrival');
  });

  test('the reports read the counters, and a counter out of step is caught by reconcile', async () => {
    const live = await liveHeads('rboss', 'all', day(0), day(0));
    assert.ok(live.registrations > 0, 'members registered today under rboss');
    await db().execute(sql`UPDATE team_daily_heads SET registrations = registrations + 1
      WHERE agent_id = ${id.rboss!} AND scope = 'all' AND day = ${day(0)}::date`);
    const { summary } = await get('rboss', 'GET /wps/agent/team/overview', '?period=today');
    assert.equal(summary.registrations, live.registrations + 1);
    assert.ok((await reconcile(db())).dailyTotalMismatches > 0);
    await db().execute(sql`UPDATE team_daily_heads SET registrations = registrations - 1
      WHERE agent_id = ${id.rboss!} AND scope = 'all' AND day = ${day(0)}::date`);
    await db().execute(sql`UPDATE team_sizes SET members = members + 1
      WHERE agent_id = ${id.rsub!} AND scope = 'direct'`);
    const sub = await get(
      'rboss',
      'GET /wps/agent/team/overview',
      `?agentId=${id.rsub!}&scope=direct`,
    );
    assert.equal(
      sub.summary.members,
      (await liveHeads('rsub', 'direct', day(0), day(0))).members + 1,
    );
    assert.ok((await reconcile(db())).dailyTotalMismatches > 0);
    await db().execute(sql`UPDATE team_sizes SET members = members - 1
      WHERE agent_id = ${id.rsub!} AND scope = 'direct'`);
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
  });
});

/** Distinct team members with settled bets from `first` to `last`, counted from the member days. */
async function liveActive(agent: string, scope: 'all' | 'direct', first: string, last: string) {
  const [row] = await selectRows<{ n: number }>(
    db(),
    sql`SELECT count(DISTINCT d.member_id)::int AS n
          FROM member_daily_totals d JOIN member_ancestors c ON c.member_id = d.member_id
         WHERE c.ancestor_id = ${id[agent]!} AND c.depth BETWEEN 1 AND ${scope === 'all' ? 32 : 1}
           AND d.bets > 0 AND d.day >= ${first}::date AND d.day <= ${last}::date`,
  );
  return Number(row!.n);
}

/** The first day of the clock's month, `months` months back, and that month's last day. */
function monthOf(months: number): [string, string] {
  const now = t.clock.now();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/** Whole days from `date` to the clock's today. */
const daysAgoOf = (date: string) =>
  Math.round((Date.parse(`${day(0)}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);

/**
 * The overview's active bettors over periods that start on a month's 1st (0034's first-day
 * counts), that end today (0035's last-day counts) and others (the masks) equal the live count.
 */
async function assertActiveLive(agent = 'rboss') {
  const [thisFirst] = monthOf(0);
  const [lastFirst, lastLast] = monthOf(1);
  const periods: Array<[string, string, string]> = [
    ['period=thisMonth', thisFirst, day(0)],
    ['period=lastMonth', lastFirst, lastLast],
    [`period=custom&startDate=${lastFirst}&endDate=${day(-10)}`, lastFirst, day(-10)],
    [`period=custom&startDate=${day(-40)}&endDate=${day(0)}`, day(-40), day(0)],
    [`period=custom&startDate=${day(-2)}&endDate=${day(0)}`, day(-2), day(0)],
    // ends before some members' last day: counted from the masks, not the last-day counts
    [`period=custom&startDate=${day(-40)}&endDate=${day(-2)}`, day(-40), day(-2)],
  ];
  for (const [query, first, last] of periods) {
    if (first >= last) continue; // one day: not a distinct count (and thisMonth on the 1st)
    for (const scope of ['all', 'direct'] as const) {
      const { summary } = await get(
        agent,
        'GET /wps/agent/team/overview',
        `?${query}&scope=${scope}`,
      );
      assert.equal(
        summary.activeBettors,
        await liveActive(agent, scope, first, last),
        `${agent} ${query} ${scope}`,
      );
    }
  }
  assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
}

describe('active bettors from first-day (0034) and last-day (0035) counts against the member days', () => {
  test('this month, last month and a month’s first days equal the live count', async () => {
    await assertActiveLive();
    await assertActiveLive('rrival');
  });

  test('an earlier first bet, a cancel that moves the first day back, and a move stay exact', async () => {
    const [lastFirst] = monthOf(1);
    const early = daysAgoOf(lastFirst) - 2; // the 3rd of last month
    await addMember('ractive1', 0, 'rsub', 90);
    await on(early + 1, () => deposit('ractive1', 100));
    await on(early - 10, () => bet('ractive1', 5, 0)); // the 13th
    await assertActiveLive();
    const third = await on(early, () => bet('ractive1', 5, 0)); // the month now begins there
    await assertActiveLive();
    // The 3rd's bet cancelled: the month begins on the 13th again.
    await db().execute(sql`UPDATE bet_records SET status = 'CANCELLED' WHERE reference = ${third}`);
    await assertActiveLive();
    // A bet today, then cancelled: its last day moves to today and back to the 13th.
    const todays = await bet('ractive1', 5, 0);
    await assertActiveLive();
    await db().execute(
      sql`UPDATE bet_records SET status = 'CANCELLED' WHERE reference = ${todays}`,
    );
    await assertActiveLive();
    await db().execute(
      sql`UPDATE members SET parent_agent_id = ${id.rrival!} WHERE id = ${id.ractive1!}`,
    );
    await assertActiveLive();
    await assertActiveLive('rrival');
  });

  test('the report reads the counts, and a count out of step is caught by reconcile', async () => {
    const [lastFirst, lastLast] = monthOf(1);
    await on(daysAgoOf(lastFirst) - 4, () => bet('rm1', 5, 0)); // the 5th of last month
    const live = await liveActive('rboss', 'all', lastFirst, lastLast);
    assert.ok(live > 0, 'rboss has bettors last month');
    const spoil = (by: number) =>
      db().execute(sql`UPDATE team_month_first_days SET members = members + ${by}
        WHERE agent_id = ${id.rboss!} AND scope = 'all' AND month = ${lastFirst}::date
          AND day = (SELECT min(day) FROM team_month_first_days
                      WHERE agent_id = ${id.rboss!} AND scope = 'all'
                        AND month = ${lastFirst}::date)`);
    await spoil(1);
    const { summary } = await get('rboss', 'GET /wps/agent/team/overview', '?period=lastMonth');
    assert.equal(summary.activeBettors, live + 1);
    assert.ok((await reconcile(db())).dailyTotalMismatches > 0);
    await spoil(-1);
    // The same for a period ending today, which reads the last-day counts (rrival: rboss's
    // team has a bet of the platform's tomorrow, from the live roll-up's new-day test, so its
    // periods ending today count from the masks).
    const range40 = `period=custom&startDate=${day(-40)}&endDate=${day(0)}`;
    const live40 = await liveActive('rrival', 'all', day(-40), day(0));
    assert.ok(live40 > 0, 'rrival has bettors in the last 40 days');
    const spoilLast = (by: number) =>
      db().execute(sql`UPDATE team_last_active_days SET members = members + ${by}
        WHERE agent_id = ${id.rrival!} AND scope = 'all'
          AND day = (SELECT max(day) FROM team_last_active_days
                      WHERE agent_id = ${id.rrival!} AND scope = 'all' AND members > 0)`);
    await spoilLast(1);
    const spoiled = await get('rrival', 'GET /wps/agent/team/overview', `?${range40}`);
    assert.equal(spoiled.summary.activeBettors, live40 + 1);
    assert.ok((await reconcile(db())).dailyTotalMismatches > 0);
    await spoilLast(-1);
    await assertActiveLive('rrival');
    await assertActiveLive();
  });
});

describe('own downline only, through the closure', () => {
  test('a sibling’s member and a sibling agent are 403; one’s own are not', async () => {
    const refused = [
      `/wps/agent/team/bets?username=xm1`,
      `/wps/agent/team/pnl?agentId=${id.rrival}`,
      `/wps/agent/team/overview?agentId=${id.rrival}`,
    ];
    for (const url of refused) {
      const response = await t.request({ method: 'GET', url, headers: bearer(tokens.rboss!) });
      assert.equal(response.statusCode, 403, url);
    }
    const sub = await t.login('rsub', PASSWORD);
    const up = await t.request({
      method: 'GET',
      url: `/wps/agent/team/overview?agentId=${id.rboss}`,
      headers: bearer(sub),
    });
    assert.equal(up.statusCode, 403);
    await get('rboss', 'GET /wps/agent/team/bets', `?username=rsm1`);
  });
});
