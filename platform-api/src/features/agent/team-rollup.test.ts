import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { hashPassword } from '../../security/password.js';
import { bearer, body, createTestApp, type TestApp } from '../../test/harness.js';
import { clientHeaders, solvedCaptcha } from '../accounts/test-helpers.js';
import { ensureWallet, postMemberMovement } from '../wallet/ledger.js';
import { reconcile } from '../wallet/reconcile.js';
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

async function addMember(username: string, type: number, parent: string | null) {
  const [row] = await selectRows<{ id: number }>(
    db(),
    sql`INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
        VALUES ('LOBBY01', ${username}, ${await hashPassword(PASSWORD)}, ${type},
                ${parent ? id[parent]! : null},
                ${new Date(t.clock.now().getTime() - 20 * DAY_MS).toISOString()})
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

async function deposit(username: string, major: number) {
  const wallet = await ensureWallet(db(), id[username]!, 'CNY');
  await postMemberMovement(db(), {
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

const get = async <T>(who: string, url: string): Promise<T> => {
  const response = await t.request({ method: 'GET', url, headers: bearer(tokens[who]!) });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return body<T>(response).value;
};

interface Summary {
  [field: string]: number;
  stakes: number;
  deposits: number;
  activeBettors: number;
}
type Overview = { summary: Summary };
const range = () => `period=custom&startDate=${day(-5)}&endDate=${day(0)}`;

/** Every report the roll-up feeds, over a mix of days (closed ones and today). */
async function reports() {
  return {
    all: await get<Overview>('rboss', `/wps/agent/team/overview?${range()}`),
    direct: await get<Overview>('rboss', `/wps/agent/team/overview?${range()}&scope=direct`),
    yesterday: await get<Overview>('rboss', '/wps/agent/team/overview?period=yesterday'),
    today: await get<Overview>('rboss', '/wps/agent/team/overview?period=today'),
    month: await get<Overview>('rboss', '/wps/agent/team/overview?period=thisMonth'),
    pnl: await get('rboss', `/wps/agent/team/pnl?${range()}`),
    drill: await get('rboss', `/wps/agent/team/pnl?${range()}&agentId=${id.rsub}`),
    bets: await get<{ totals: Record<string, number>; total: number }>(
      'rboss',
      `/wps/agent/team/bets?${range()}`,
    ),
    subBets: await get('rboss', `/wps/agent/team/bets?${range()}&username=rsm1`),
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

let lateBet = '';
before(async () => {
  t = await createTestApp();
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
  for (const who of ['rboss', 'rrival']) tokens[who] = await t.login(who, PASSWORD);
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
    const spoiled = await reports();
    assert.equal(spoiled.all.summary.stakes, live.all.summary.stakes + 1);
    assert.ok((await reconcile(db())).dailyTotalMismatches > 0, 'reconcile sees the spoiled row');
    await rollUpDay(db(), day(-2), t.clock.now());
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
    const memberId = body<{ memberId: number }>(made).value.memberId;
    assert.deepEqual(await ancestorsOf(memberId), [
      [id.rsub!, 1],
      [id.rboss!, 2],
    ]);
    const { summary } = await get<{ summary: Summary }>('rboss', '/wps/agent/team/overview');
    assert.equal(summary.members, 5); // rm1, rsub, rsm1, rsm2, rollmade1
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
    const linked = await register('rolllinked', body<{ code: string }>(link).value.code);
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
    const { summary } = await get<{ summary: Summary }>(
      'rrival',
      `/wps/agent/team/overview?${range()}`,
    );
    assert.equal(summary.activeBettors, 2); // xm1 and, now, rsm1
    await db().execute(
      sql`UPDATE members SET parent_agent_id = ${id.rsub!} WHERE id = ${id.rsm1!}`,
    );
    assert.equal((await reconcile(db())).dailyTotalMismatches, 0);
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
    await get('rboss', `/wps/agent/team/bets?username=rsm1`);
  });
});
