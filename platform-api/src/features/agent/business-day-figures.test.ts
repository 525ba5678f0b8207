import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { hashPassword } from '../../security/password.js';
import {
  answer,
  bearer,
  createTestApp,
  OPERATOR_KEY,
  refusal,
  type AnswerEnvelope,
  type JsonEndpointKey,
  type TestApp,
} from '../../test/harness.js';
import { addDays, businessDayOf, dayRange, dayStart } from '../system/index.js';
import { ensureWallet, type HouseAccount, postMemberMovement, reconcile } from '../wallet/index.js';

// Issue 35 item 2: every day-based figure counts the brand's business day. The brand runs on
// Asia/Manila (UTC+8); money moves at 23:58:30 and 00:00:30 Manila, i.e. 15:58:30 and 16:00:30
// UTC, one UTC day. At 23:59 and at 00:01 Manila each day-based call answers "today" with the
// ledger's movements of that Manila day — the daily tables they add up (0016, 0029, 0031–0035)
// are keyed by it (0048) — and the two days together are all of it.
//   fboss (agent) → fm1, fm2 (direct members)
const ZONE = 'Asia/Manila';
const PASSWORD = 'figures123';
let t: TestApp;
const id: Record<string, number> = {};
const tokens: Record<string, string> = {};
let day: string;
let midnight: number;

const db = () => t.database.db;
const moveClockTo = (at: number) => t.clock.advance(at - t.clock.now().getTime());
let refs = 0;

async function addMember(username: string, type: number, parent: string | null) {
  const [row] = await selectRows<{ id: number }>(
    db(),
    sql`INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
        VALUES ('LOBBY01', ${username}, ${await hashPassword(PASSWORD)}, ${type},
                ${parent ? id[parent]! : null}, ${new Date(midnight - 30 * 86_400_000).toISOString()})
        RETURNING id`,
  );
  id[username] = Number(row!.id);
}

type Kind = 'DEPOSIT' | 'BONUS' | 'REBATE' | 'BET' | 'PAYOUT';
const COUNTER: Record<Kind, HouseAccount> = {
  DEPOSIT: 'cash:SEED',
  BONUS: 'bonus',
  REBATE: 'bonus',
  BET: 'gaming',
  PAYOUT: 'gaming',
};

async function move(username: string, kind: Kind, major: number, at: number) {
  const wallet = await ensureWallet(db(), id[username]!, 'CNY');
  await postMemberMovement(db(), {
    walletId: wallet.id,
    kind,
    counter: COUNTER[kind],
    amountMinor: major * 100,
    reference: `bday-figures:${(refs += 1)}`,
    at: new Date(at),
  });
}

/** A bet placed and settled at `at`: its stake and payout postings and its record. */
async function bet(username: string, stake: number, payout: number, at: number) {
  await move(username, 'DEPOSIT', stake, at); // the stake's money, so the balance stays ≥ 0
  await move(username, 'BET', -stake, at);
  if (payout > 0) await move(username, 'PAYOUT', payout, at);
  const [game] = await selectRows<{ id: number }>(db(), sql`SELECT id FROM games LIMIT 1`);
  const when = new Date(at).toISOString();
  await db().execute(sql`INSERT INTO bet_records
      (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
    VALUES (${id[username]!}, ${game!.id}, ${`bday-figures:bet:${(refs += 1)}`}, ${stake * 100},
            ${payout * 100}, 'SETTLED', ${when}, ${when})`);
}

interface Movements {
  deposits: number;
  stakes: number;
  payouts: number;
  bonuses: number;
  rebates: number;
}

/** The ledger's movements of the members' main accounts over one business day, major units. */
async function ledgerOf(usernames: string[], businessDay: string): Promise<Movements> {
  const range = dayRange(businessDay, ZONE);
  const members = usernames.map((name) => id[name]!);
  const [row] = await selectRows<Record<keyof Movements, string | null>>(
    db(),
    sql`SELECT sum(p.amount_minor) FILTER (WHERE p.kind = 'DEPOSIT') AS deposits,
               -sum(p.amount_minor) FILTER (WHERE p.kind = 'BET') AS stakes,
               sum(p.amount_minor) FILTER (WHERE p.kind = 'PAYOUT') AS payouts,
               sum(p.amount_minor) FILTER (WHERE p.kind = 'BONUS') AS bonuses,
               sum(p.amount_minor) FILTER (WHERE p.kind = 'REBATE') AS rebates
          FROM ledger_postings p
          JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'MEMBER_MAIN'
          JOIN wallets w ON w.id = a.wallet_id
         WHERE w.member_id IN (${sql.join(
           members.map((member) => sql`${member}`),
           sql`, `,
         )})
           AND p.created_at >= ${range.from.toISOString()}
           AND p.created_at < ${range.to.toISOString()}`,
  );
  const major = (value: string | null) => Number(value ?? 0) / 100;
  return {
    deposits: major(row!.deposits),
    stakes: major(row!.stakes),
    payouts: major(row!.payouts),
    bonuses: major(row!.bonuses),
    rebates: major(row!.rebates),
  };
}

const pick = (figures: Movements): Movements => ({
  deposits: Number(figures.deposits),
  stakes: Number(figures.stakes),
  payouts: Number(figures.payouts),
  bonuses: Number(figures.bonuses),
  rebates: Number(figures.rebates),
});

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

before(async () => {
  t = await createTestApp(
    {},
    {
      prepare: async (database) => {
        await database.db.execute(sql`UPDATE brands SET business_time_zone = ${ZONE}`);
      },
    },
  );
  // A Manila midnight two days ahead of the real clock, away from the seed's activity.
  day = addDays(businessDayOf(new Date(), ZONE), 2);
  midnight = dayStart(day, ZONE).getTime();
  await addMember('fboss', 1, null);
  await addMember('fm1', 0, 'fboss');
  await addMember('fm2', 0, 'fboss');
  const lateOn = midnight - 90_000; // 23:58:30 Manila, the day before
  const earlyOn = midnight + 30_000; // 00:00:30 Manila
  await move('fm1', 'DEPOSIT', 300, lateOn);
  await bet('fm1', 10, 25, lateOn);
  await move('fm1', 'BONUS', 7, lateOn);
  await move('fm2', 'DEPOSIT', 500, earlyOn);
  await bet('fm2', 20, 0, earlyOn);
  await move('fm1', 'REBATE', 3, earlyOn);
  moveClockTo(midnight - 60_000);
  for (const name of ['fboss', 'fm1', 'fm2']) tokens[name] = await t.login(name, PASSWORD);
});
after(async () => {
  await t.close();
});

/** Every day-based call of an agent and of a member, "today" at the clock's instant. */
async function todayFigures() {
  const overview = await get('fboss', 'GET /wps/agent/team/overview', '?period=today&scope=all');
  const pnl = await get('fboss', 'GET /wps/agent/team/pnl', '?period=today');
  const bets = await get('fboss', 'GET /wps/agent/team/bets', '?period=today');
  const kpi = await get('fboss', 'GET /wps/agent/team/kpi', '?scope=all');
  const memberPnl = await get('fm1', 'GET /wps/report/pnl', '?period=today');
  const transactions = await get(
    'fm1',
    'GET /wps/transaction/record',
    '?period=today&types=DEPOSIT',
  );
  const betRecord = await get('fm1', 'GET /wps/bet/record', '?period=today');
  return { overview, pnl, bets, kpi, memberPnl, transactions, betRecord };
}

describe('day-based figures at 23:59 and 00:01 of the business zone (Asia/Manila)', () => {
  const cases = [
    { at: '23:59', offset: -60_000, dayOffset: -1 },
    { at: '00:01', offset: 60_000, dayOffset: 0 },
  ];
  const seen: Record<string, Movements> = {};

  for (const { at, offset, dayOffset } of cases) {
    test(`${at}: every call's "today" is the Manila day and equals its ledger movements`, async () => {
      moveClockTo(midnight + offset);
      const today = addDays(day, dayOffset);
      const team = await ledgerOf(['fm1', 'fm2'], today);
      const own = await ledgerOf(['fm1'], today);
      assert.ok(team.deposits > 0 && team.stakes > 0, 'the day has movements');
      const f = await todayFigures();
      for (const [name, answer] of Object.entries(f)) {
        assert.equal(answer.startDate, today, `${at} ${name}: today is the Manila day`);
      }
      assert.equal(f.overview.timeZone, ZONE);
      assert.equal(f.pnl.timeZone, ZONE);
      assert.deepEqual(pick(f.overview.summary), team, `${at}: team overview`);
      assert.deepEqual(pick(f.pnl.summary), team, `${at}: team P&L`);
      assert.equal(f.bets.totals.stake, team.stakes, `${at}: team bets`);
      assert.equal(f.bets.totals.bets, 1, `${at}: one bet a day`);
      assert.equal(f.kpi.teamBetMemberCount, 1, `${at}: KPI bettors`);
      assert.deepEqual(pick(f.memberPnl), own, `${at}: member P&L`);
      assert.equal(f.transactions.totals.deposits, own.deposits, `${at}: transaction record`);
      assert.equal(f.betRecord.totals.stake, own.stakes, `${at}: bet record`);
      seen[at] = team;
    });
  }

  test('the two business days together are every movement', async () => {
    const all = await ledgerOf(['fm1', 'fm2'], addDays(day, -1));
    const next = await ledgerOf(['fm1', 'fm2'], day);
    assert.deepEqual(seen['23:59'], all);
    assert.deepEqual(seen['00:01'], next);
    const sum = (key: keyof Movements) => seen['23:59']![key] + seen['00:01']![key];
    assert.deepEqual(
      [sum('deposits'), sum('stakes'), sum('payouts'), sum('bonuses'), sum('rebates')],
      [830, 30, 25, 7, 3],
    );
  });

  test('yesterday at 00:01 is the day 23:59 saw, in every report', async () => {
    moveClockTo(midnight + 60_000);
    const overview = await get(
      'fboss',
      'GET /wps/agent/team/overview',
      '?period=yesterday&scope=all',
    );
    assert.equal(overview.startDate, addDays(day, -1));
    assert.deepEqual(pick(overview.summary), await ledgerOf(['fm1', 'fm2'], addDays(day, -1)));
    const memberPnl = await get('fm1', 'GET /wps/report/pnl', '?period=yesterday');
    assert.deepEqual(pick(memberPnl), await ledgerOf(['fm1'], addDays(day, -1)));
  });

  test('settlement: at 00:01 Manila the Manila day before is over, today is not', async () => {
    moveClockTo(midnight + 60_000);
    const settle = (date: string) =>
      t.request({
        method: 'POST',
        url: '/ops/agent/settlements',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: { date },
      });
    // Still the same UTC day (16:01 UTC): only the business day has turned.
    const over = await settle(addDays(day, -1));
    assert.equal(over.statusCode, 200, over.body);
    assert.equal(answer('POST /ops/agent/settlements', over).value.date, addDays(day, -1));
    const current = await settle(day);
    assert.deepEqual([current.statusCode, refusal(current).code], [400, 'INVALID_INPUT']);
  });

  test('reconcile finds the daily tables equal to the ledger and the bets', async () => {
    const report = await reconcile(db());
    assert.equal(report.dailyTotalMismatches, 0);
    assert.equal(report.ok, true, JSON.stringify(report));
  });
});
