import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { hashPassword } from '../../security/password.js';
import { answer, bearer, body, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { ensureWallet, postMemberMovement, postTransaction, reconcile } from '../wallet/index.js';
import { createOrder, ops } from '../wallet/wallet-test-helpers.js';

// A small hand-made tree, away from the seed's agent01:
//   boss → bm1, bm2, bsub → bsm1, bsub → bdeep → bdm1;   rival → rm1
let t: TestApp;
const id: Record<string, number> = {};
const PASSWORD = 'teampass123';

async function addMember(username: string, type: number, parent: string | null, daysAgo = 10) {
  const created = new Date(t.clock.now().getTime() - daysAgo * 86_400_000);
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
        VALUES ('LOBBY01', ${username}, ${await hashPassword(PASSWORD)}, ${type},
                ${parent ? id[parent]! : null}, ${created.toISOString()})
        RETURNING id`,
  );
  id[username] = Number(row!.id);
}

async function walletOf(username: string) {
  return (await ensureWallet(t.database.db, id[username]!, 'CNY')).id;
}

let refs = 0;
async function move(username: string, kind: 'DEPOSIT' | 'BONUS' | 'REBATE', major: number) {
  const counter = kind === 'DEPOSIT' ? 'cash:SEED' : kind === 'BONUS' ? 'bonus' : 'agent-pay';
  await postMemberMovement(t.database.db, {
    walletId: await walletOf(username),
    kind,
    counter,
    amountMinor: major * 100,
    reference: `team-test:${(refs += 1)}`,
    at: t.clock.now(),
  });
}

async function bet(username: string, stake: number, payout: number) {
  const walletId = await walletOf(username);
  const reference = `team-test:bet:${(refs += 1)}`;
  const [game] = await selectRows<{ id: number }>(t.database.db, sql`SELECT id FROM games LIMIT 1`);
  await postMemberMovement(t.database.db, {
    walletId,
    kind: 'BET',
    counter: 'gaming',
    amountMinor: -stake * 100,
    reference: `${reference}:bet`,
    at: t.clock.now(),
  });
  await t.database.db.execute(sql`INSERT INTO bet_records
      (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
    VALUES (${id[username]!}, ${game!.id}, ${reference}, ${stake * 100}, ${payout * 100},
            'SETTLED', ${t.clock.now().toISOString()}, ${t.clock.now().toISOString()})`);
  if (payout > 0) {
    await postMemberMovement(t.database.db, {
      walletId,
      kind: 'PAYOUT',
      counter: 'gaming',
      amountMinor: payout * 100,
      reference: `${reference}:win`,
      at: t.clock.now(),
    });
  }
}

async function withdraw(username: string, major: number) {
  const walletId = await walletOf(username);
  await postTransaction(t.database.db, {
    kind: 'WITHDRAWAL',
    reference: `team-test:${(refs += 1)}`,
    at: t.clock.now(),
    postings: [
      { account: { walletId, side: 'main' }, amountMinor: -major * 100 },
      { account: { walletId, side: 'hold' }, amountMinor: major * 100 },
    ],
  });
}

const tokens: Record<string, string> = {};
const get = (who: string, url: string) =>
  t.request({ method: 'GET', url, headers: bearer(tokens[who]!) });

before(async () => {
  t = await createTestApp();
  await addMember('boss', 1, null, 100);
  await addMember('rival', 1, null, 100);
  await addMember('bm1', 0, 'boss', 0);
  await addMember('bm2', 0, 'boss', 40);
  await addMember('bsub', 1, 'boss', 50);
  await addMember('bsm1', 0, 'bsub', 0);
  await addMember('bdeep', 2, 'bsub', 50);
  await addMember('bdm1', 0, 'bdeep', 5);
  await addMember('rm1', 0, 'rival', 5);
  // bm2 deposited 40 days ago, so today's deposit is not its first.
  t.clock.advance(-40 * 86_400_000);
  await move('bm2', 'DEPOSIT', 10);
  t.clock.advance(40 * 86_400_000);
  await move('bm1', 'DEPOSIT', 100);
  await bet('bm1', 30, 50);
  await withdraw('bm1', 20);
  await move('bm1', 'BONUS', 5);
  await move('bm2', 'DEPOSIT', 15);
  await move('bsm1', 'DEPOSIT', 200);
  await bet('bsm1', 40, 0);
  await move('bsm1', 'REBATE', 2);
  await move('bdm1', 'DEPOSIT', 50);
  await bet('bdm1', 10, 25);
  await move('rm1', 'DEPOSIT', 999);
  await bet('rm1', 99, 0);
  for (const who of ['boss', 'bsub', 'rival', 'bm1']) tokens[who] = await t.login(who, PASSWORD);
});
after(async () => {
  await t.close();
});

/** The team's figures straight from the ledger's postings, to check the report against. */
async function ledgerTotals(usernames: string[]) {
  const rows = await selectRows<{ kind: string; total: string }>(
    t.database.db,
    sql`SELECT p.kind, sum(p.amount_minor) AS total FROM ledger_postings p
          JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'MEMBER_MAIN'
          JOIN wallets w ON w.id = a.wallet_id
         WHERE w.member_id IN (${sql.join(
           usernames.map((name) => sql`${id[name]!}`),
           sql`, `,
         )}) GROUP BY p.kind`,
  );
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.total ?? 0) / 100;
  return {
    deposits: of('DEPOSIT'),
    withdrawals: -of('WITHDRAWAL'),
    stakes: -of('BET'),
    payouts: of('PAYOUT'),
    bonuses: of('BONUS'),
    rebates: of('REBATE'),
  };
}

describe('GET /wps/agent/team/overview', () => {
  test('the whole downline adds up against the ledger', async () => {
    const response = await get('boss', '/wps/agent/team/overview?period=today');
    assert.equal(response.statusCode, 200);
    const { value } = answer('GET /wps/agent/team/overview', response);
    assert.equal(value.agent.username, 'boss');
    const ledger = await ledgerTotals(['bm1', 'bm2', 'bsub', 'bsm1', 'bdeep', 'bdm1']);
    // bm2's deposit 40 days ago is outside today
    assert.deepEqual(
      {
        deposits: value.summary.deposits,
        withdrawals: value.summary.withdrawals,
        stakes: value.summary.stakes,
        payouts: value.summary.payouts,
        bonuses: value.summary.bonuses,
        rebates: value.summary.rebates,
      },
      { ...ledger, deposits: ledger.deposits - 10 },
    );
    assert.equal(value.summary.deposits, 365);
    assert.equal(value.summary.stakes, 80);
    assert.equal(value.summary.netWinLoss, 75 - 80 + 5 + 2);
    assert.equal(value.summary.members, 6);
    assert.equal(value.summary.registrations, 2); // bm1, bsm1
    // Their deposits here are ledger movements without a deposit order (like the seed's opening
    // funding): not first deposits; see 'first deposits' below.
    assert.equal(value.summary.firstDeposits, 0);
    assert.equal(value.summary.activeBettors, 3);
    assert.equal(
      value.summary.teamBalance,
      100 - 30 + 50 - 20 + 5 + 25 + 200 - 40 + 2 + 50 - 10 + 25,
    );
  });

  test('direct scope counts only the agent’s own members', async () => {
    const { value } = answer(
      'GET /wps/agent/team/overview',
      await get('boss', '/wps/agent/team/overview?period=today&scope=direct'),
    );
    assert.equal(value.summary.members, 3);
    assert.equal(value.summary.deposits, 115);
    assert.equal(value.summary.activeBettors, 1);
  });

  test('yesterday holds nothing', async () => {
    const { value } = answer(
      'GET /wps/agent/team/overview',
      await get('boss', '/wps/agent/team/overview?period=yesterday'),
    );
    assert.equal(value.summary.deposits, 0);
    assert.equal(value.summary.stakes, 0);
    assert.equal(value.summary.registrations, 0);
  });
});

describe('GET /wps/agent/team/pnl', () => {
  test('one row per direct member; a sub-agent’s row covers its team; rows add up', async () => {
    const { value } = answer(
      'GET /wps/agent/team/pnl',
      await get('boss', '/wps/agent/team/pnl?period=thisMonth'),
    );
    assert.deepEqual(
      value.list.map((row) => [row.username, row.isAgent, row.teamSize]),
      [
        ['bm1', false, 0],
        ['bm2', false, 0],
        ['bsub', true, 3],
      ],
    );
    assert.equal(value.total, 3);
    for (const field of ['deposits', 'stakes', 'payouts', 'netWinLoss', 'withdrawals'] as const) {
      const sum = value.list.reduce((total, row) => total + row[field]!, 0);
      assert.equal(Math.round(sum * 100), Math.round(value.summary[field]! * 100), field);
    }
    // The summary (read in one statement with the rows) is the overview's.
    const overview = await get('boss', '/wps/agent/team/overview?period=thisMonth');
    assert.deepEqual(value.summary, answer('GET /wps/agent/team/overview', overview).value.summary);
    const bsub = value.list.find((row) => row.username === 'bsub')!;
    assert.equal(bsub.deposits, 250);
    assert.equal(bsub.stakes, 50);
  });

  test('drills down into a sub-agent, two levels deep, with the way back', async () => {
    const { value } = answer(
      'GET /wps/agent/team/pnl',
      await get('boss', `/wps/agent/team/pnl?period=today&agentId=${id.bdeep}`),
    );
    assert.equal(value.agent.username, 'bdeep');
    assert.equal(value.agent.level, 2);
    assert.deepEqual(
      value.path.map((link) => [link.username, link.level]),
      [
        ['boss', 0],
        ['bsub', 1],
        ['bdeep', 2],
      ],
    );
    assert.deepEqual(
      value.list.map((row) => row.username),
      ['bdm1'],
    );
    assert.equal(value.summary.stakes, 10);
  });

  test('the way back starts at the caller, wherever it sits in the tree', async () => {
    const { value } = answer(
      'GET /wps/agent/team/pnl',
      await get('bsub', `/wps/agent/team/pnl?agentId=${id.bdeep}`),
    );
    assert.deepEqual(
      value.path.map((link) => [link.username, link.level]),
      [
        ['bsub', 0],
        ['bdeep', 1],
      ],
    );
  });

  test('paging by pageNo and pageSize', async () => {
    const { value } = answer(
      'GET /wps/agent/team/pnl',
      await get('boss', '/wps/agent/team/pnl?pageNo=2&pageSize=2'),
    );
    assert.deepEqual(
      value.list.map((row) => row.username),
      ['bsub'],
    );
    assert.equal(value.total, 3);
    // A page past the end: no rows, and still the total.
    const past = answer(
      'GET /wps/agent/team/pnl',
      await get('boss', '/wps/agent/team/pnl?pageNo=3&pageSize=2'),
    ).value;
    assert.deepEqual(past.list, []);
    assert.equal(past.total, 3);
  });
});

describe('own downline only', () => {
  const refused = [
    ['boss', 'an agent outside', () => `/wps/agent/team/pnl?agentId=${id.rival}`],
    ['boss', 'a plain member of the downline', () => `/wps/agent/team/pnl?agentId=${id.bm1}`],
    ['boss', 'an id that does not exist', () => '/wps/agent/team/pnl?agentId=999999'],
    ['bsub', 'its own parent', () => `/wps/agent/team/pnl?agentId=${id.boss}`],
    ['bsub', 'overview of its parent', () => `/wps/agent/team/overview?agentId=${id.boss}`],
    ['rival', 'another tree’s sub-agent', () => `/wps/agent/team/overview?agentId=${id.bsub}`],
    ['bsub', 'bets of a parent’s member', () => '/wps/agent/team/bets?username=bm1'],
    ['boss', 'bets of another agent’s member', () => '/wps/agent/team/bets?username=rm1'],
    ['boss', 'bets of a name that does not exist', () => '/wps/agent/team/bets?username=nobody9'],
    ['bsub', 'bets under its own name', () => '/wps/agent/team/bets?username=BSUB'],
  ] as const;
  for (const [who, label, url] of refused) {
    test(`${who}: ${label} → 403 that reveals nothing`, async () => {
      const response = await get(who, url());
      assert.equal(response.statusCode, 403);
      assert.deepEqual(
        { code: refusal(response).code, value: body(response).value ?? null },
        { code: 'NO_PERMISSION', value: null },
      );
    });
  }

  test('a member of the downline at any depth is allowed', async () => {
    const response = await get('boss', '/wps/agent/team/bets?username=BDM1');
    assert.equal(response.statusCode, 200);
    const { value } = answer('GET /wps/agent/team/bets', response);
    assert.deepEqual(
      value.list.map((bet) => [bet.username, bet.stake, bet.winLoss]),
      [['bdm1', 10, 15]],
    );
  });
});

describe('GET /wps/agent/team/members/:id', () => {
  test('a member’s own figures for the period, its state, and only whether it is limited', async () => {
    const response = await get('boss', `/wps/agent/team/members/${id.bm1}?period=today`);
    assert.equal(response.statusCode, 200, response.body);
    const { member, figures } = answer('GET /wps/agent/team/members/:id', response).value;
    assert.deepEqual(figures, {
      deposits: 100,
      withdrawals: 20,
      bets: 1,
      stakes: 30,
      validTurnover: 30,
      winLoss: 20,
      rebates: 0,
      bonuses: 5,
    });
    assert.equal(member.username, 'bm1');
    assert.equal(member.level, 1);
    assert.equal(member.online, true);
    assert.equal(member.excluded, false);
    assert.equal(member.limited, false);
    // Yesterday: nothing.
    const yesterday = answer(
      'GET /wps/agent/team/members/:id',
      await get('boss', `/wps/agent/team/members/${id.bm1}?period=yesterday`),
    ).value;
    assert.equal(yesterday.figures.bets, 0);
    assert.equal(yesterday.figures.deposits, 0);
  });

  test('a deeper member; an exclusion or limit in force shows as a flag, never its reason', async () => {
    const now = t.clock.now();
    const later = new Date(now.getTime() + 7 * 86_400_000).toISOString();
    await t.database.db.execute(sql`INSERT INTO rg_settings
        (member_id, exclusion_kind, excluded_from, excluded_until, updated_at)
      VALUES (${id.bdm1!}, 'SELF_EXCLUSION', ${now.toISOString()}, ${later}, ${now.toISOString()})`);
    await t.database.db.execute(sql`INSERT INTO rg_limits
        (member_id, kind, period, amount_minor, updated_at)
      VALUES (${id.bdm1!}, 'LOSS', 'DAY', 5000, ${now.toISOString()})`);
    const response = await get('boss', `/wps/agent/team/members/${id.bdm1}?period=today`);
    const { member, figures } = answer('GET /wps/agent/team/members/:id', response).value;
    assert.equal(member.level, 3);
    assert.equal(member.excluded, true);
    assert.equal(member.limited, true);
    assert.equal(figures.winLoss, 15);
    const text = response.body;
    for (const hidden of ['SELF_EXCLUSION', 'LOSS', '5000', '50']) {
      assert.equal(text.includes(`"${hidden}"`), false, `${hidden} is not in the answer`);
    }
  });

  test('outside the own downline: the same 404 whether it exists or not', async () => {
    const cases: Array<[string, number]> = [
      ['rival', id.bm1!], // another agent's token
      ['boss', id.rm1!], // another tree's member
      ['bsub', id.bm1!], // its parent's member
      ['bsub', id.boss!], // its own parent
      ['boss', id.boss!], // itself
      ['boss', 999_999], // nobody
    ];
    for (const [who, memberId] of cases) {
      const response = await get(who, `/wps/agent/team/members/${memberId}?period=today`);
      assert.equal(response.statusCode, 404, `${who} → ${memberId}`);
      assert.deepEqual(
        { code: refusal(response).code, value: body(response).value ?? null },
        { code: 'NOT_FOUND', value: null },
      );
    }
    assert.equal((await get('bm1', `/wps/agent/team/members/${id.bm2}`)).statusCode, 403);
    assert.equal((await get('boss', '/wps/agent/team/members/abc')).statusCode, 400);
  });
});

describe('GET /wps/agent/team/bets', () => {
  test('the whole downline’s bets, newest first, never another tree’s', async () => {
    const { value } = answer(
      'GET /wps/agent/team/bets',
      await get('boss', '/wps/agent/team/bets?period=today'),
    );
    assert.deepEqual(value.list.map((bet) => bet.username).sort(), ['bdm1', 'bm1', 'bsm1']);
    assert.deepEqual(value.totals, { bets: 3, stake: 80, winLoss: 20 - 40 + 15 });
  });

  test('a part of a name searches the downline only; % and _ match themselves', async () => {
    const bets = async (who: string, name: string) => {
      const response = await get(who, `/wps/agent/team/bets?username=${encodeURIComponent(name)}`);
      return {
        status: response.statusCode,
        // Read when the test reads it: a refusal (403, 400) has no answer to check.
        get value() {
          return answer('GET /wps/agent/team/bets', response).value;
        },
      };
    };
    // 'm1': bm1, bsm1 and bdm1 of boss's tree, never rival's rm1.
    const m1 = await bets('boss', 'M1');
    assert.equal(m1.status, 200);
    assert.deepEqual(m1.value.list.map((bet) => bet.username).sort(), ['bdm1', 'bm1', 'bsm1']);
    assert.deepEqual(m1.value.totals, { bets: 3, stake: 80, winLoss: 20 - 40 + 15 });
    // A prefix: bm1 (bm2 has no bets).
    const prefix = await bets('boss', 'bm');
    assert.deepEqual(
      prefix.value.list.map((bet) => bet.username),
      ['bm1'],
    );
    assert.deepEqual(prefix.value.totals, { bets: 1, stake: 30, winLoss: 20 });
    // The wildcards are literal: nobody's name holds them, so nothing matches (403 as outside).
    for (const name of ['%', 'b_m1', 'bs%']) {
      assert.equal((await bets('boss', name)).status, 403, name);
    }
    // bsub's downline holds bsm1 and bdm1: 'm1' finds them, not its parent's bm1.
    const sub = await bets('bsub', 'm1');
    assert.deepEqual(sub.value.list.map((bet) => bet.username).sort(), ['bdm1', 'bsm1']);
  });

  test('a category filter and an earlier day', async () => {
    const none = answer(
      'GET /wps/agent/team/bets',
      await get('boss', '/wps/agent/team/bets?period=today&category=NOSUCH'),
    );
    assert.equal(none.value.list.length, 0);
    const yesterday = answer(
      'GET /wps/agent/team/bets',
      await get('boss', '/wps/agent/team/bets?period=yesterday'),
    );
    assert.equal(yesterday.value.list.length, 0);
  });
});

describe('GET /wps/agent/team/members', () => {
  const names = async (who: string, query: string) =>
    answer('GET /wps/agent/team/members', await get(who, `/wps/agent/team/members?${query}`)).value;

  test('direct members by default, the whole downline with scope=all', async () => {
    const direct = await names('boss', '');
    assert.deepEqual(direct.list.map((m) => m.username).sort(), ['bm1', 'bm2', 'bsub']);
    assert.equal(direct.total, 3);
    const all = await names('boss', 'scope=all');
    assert.equal(all.total, 6);
  });

  test('filters: name part, kind, registration date, online', async () => {
    assert.deepEqual(
      (await names('boss', 'scope=all&username=SM')).list.map((m) => m.username),
      ['bsm1'],
    );
    assert.deepEqual(
      (await names('boss', 'scope=all&kind=agent')).list.map((m) => m.username).sort(),
      ['bdeep', 'bsub'],
    );
    const today = t.clock.now().toISOString().slice(0, 10);
    assert.deepEqual(
      (await names('boss', `scope=all&registeredFrom=${today}`)).list.map((m) => m.username).sort(),
      ['bm1', 'bsm1'],
    );
    // bm1 and bsub logged in (before()), so they are online; a % is not a wildcard
    assert.deepEqual((await names('boss', 'online=true')).list.map((m) => m.username).sort(), [
      'bm1',
      'bsub',
    ]);
    assert.equal((await names('boss', 'username=%25')).total, 0);
  });

  test('a sub-agent sees only its own', async () => {
    assert.deepEqual((await names('bsub', 'scope=all')).list.map((m) => m.username).sort(), [
      'bdeep',
      'bdm1',
      'bsm1',
    ]);
  });
});

describe('periods', () => {
  const range = async (query: string) => {
    const response = await get('boss', `/wps/agent/team/overview?${query}`);
    return {
      status: response.statusCode,
      // Read when the test reads it: a refusal (403, 400) has no answer to check.
      get value() {
        return answer('GET /wps/agent/team/overview', response).value;
      },
    };
  };
  const day = (offset: number) =>
    new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  test('presets resolve to business days (the brand here in UTC) at the platform clock', async () => {
    const today = t.clock.now();
    const monday = day(-((today.getUTCDay() + 6) % 7));
    const first = `${today.toISOString().slice(0, 8)}01`;
    const lastMonthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
    const lastMonthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const cases: Array<[string, string, string]> = [
      ['today', day(0), day(0)],
      ['yesterday', day(-1), day(-1)],
      ['thisWeek', monday, day(0)],
      ['thisMonth', first, day(0)],
      [
        'lastMonth',
        lastMonthStart.toISOString().slice(0, 10),
        lastMonthEnd.toISOString().slice(0, 10),
      ],
    ];
    for (const [period, start, end] of cases) {
      const { value } = await range(`period=${period}`);
      assert.deepEqual([value.startDate, value.endDate], [start, end], period);
    }
  });

  test('custom: 92 days at most, not ending after today, not backwards', async () => {
    assert.equal(
      (await range(`period=custom&startDate=${day(-91)}&endDate=${day(0)}`)).status,
      200,
    );
    assert.equal(
      (await range(`period=custom&startDate=${day(-92)}&endDate=${day(0)}`)).status,
      400,
    );
    assert.equal((await range(`period=custom&startDate=${day(0)}&endDate=${day(1)}`)).status, 400);
    assert.equal(
      (await range(`period=custom&startDate=${day(-1)}&endDate=${day(-2)}`)).status,
      400,
    );
    assert.equal((await range('period=custom')).status, 400);
  });

  test('the platform clock moves the presets (tomorrow, bm1 registered yesterday)', async () => {
    t.clock.advance(86_400_000);
    try {
      const token = await t.login('boss', PASSWORD);
      const { value } = answer(
        'GET /wps/agent/team/overview',
        await t.request({
          method: 'GET',
          url: '/wps/agent/team/overview?period=yesterday',
          headers: bearer(token),
        }),
      );
      assert.equal(value.summary.registrations, 2);
      assert.equal(value.summary.deposits, 365);
    } finally {
      t.clock.advance(-86_400_000);
    }
  });
});

describe('bad input and callers', () => {
  const bad = [
    '/wps/agent/team/overview?period=decade',
    '/wps/agent/team/overview?scope=everyone',
    '/wps/agent/team/overview?agentId=abc',
    '/wps/agent/team/overview?agentId=-1',
    '/wps/agent/team/overview?startDate=2024-13-01&endDate=2024-13-02&period=custom',
    '/wps/agent/team/overview?extra=1',
    '/wps/agent/team/pnl?pageSize=0',
    '/wps/agent/team/pnl?pageSize=101',
    '/wps/agent/team/pnl?pageNo=',
    '/wps/agent/team/members?online=maybe',
    '/wps/agent/team/members?kind=boss',
    '/wps/agent/team/members?registeredFrom=2024-05-02&registeredTo=2024-05-01',
    `/wps/agent/team/members?username=${'x'.repeat(33)}`,
    '/wps/agent/team/bets?category=rng',
    '/wps/agent/team/bets?username=%00a',
  ];
  for (const url of bad) {
    test(`400 for ${url}`, async () => {
      const response = await get('boss', url);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    });
  }

  for (const url of [
    '/wps/agent/team/overview',
    '/wps/agent/team/pnl',
    '/wps/agent/team/members',
    '/wps/agent/team/bets',
  ]) {
    test(`${url}: a member gets 403 NON_AGENT, a visitor 401`, async () => {
      const member = await get('bm1', url);
      assert.equal(member.statusCode, 403);
      assert.equal(refusal(member).code, 'NON_AGENT');
      const visitor = await t.request({ method: 'GET', url });
      assert.equal(visitor.statusCode, 401);
    });
  }

  test('a trial user (type 4) is refused', async () => {
    const trial = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
    const token = answer('POST /wps/member/trialuser', trial).value.token;
    const response = await t.request({
      method: 'GET',
      url: '/wps/agent/team/overview',
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 403);
  });
});

// Last in the file: these deposits would change the figures the tests above check.
describe('first deposits', () => {
  const confirmOrder = async (who: string, amount: number) => {
    const order = await createOrder(t, tokens[who]!, { channelCode: 'BANK', amount });
    const confirmed = await t.request({
      method: 'POST',
      url: `/ops/deposits/${order.orderNo}/confirm`,
      headers: ops,
      payload: { operator: 'team-test' },
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    return order;
  };

  test('count a member’s first paid deposit order, not opening funding or later orders', async () => {
    await addMember('fboss', 1, null, 100);
    for (const name of ['fm1', 'fm2', 'fm3', 'fm4']) await addMember(name, 0, 'fboss', 60);
    for (const who of ['fboss', 'fm1', 'fm2', 'fm3']) tokens[who] = await t.login(who, PASSWORD);
    await move('fm4', 'DEPOSIT', 300); // funding without an order (as the seed's opening deposit)
    t.clock.advance(-40 * 86_400_000);
    await confirmOrder('fm2', 600); // fm2's first order, 40 days ago
    t.clock.advance(40 * 86_400_000);
    await confirmOrder('fm2', 700);
    await confirmOrder('fm1', 600);
    await confirmOrder('fm1', 800); // a second order of the same member
    await createOrder(t, tokens.fm3!, { channelCode: 'BANK', amount: 600 }); // never paid

    const today = await get('fboss', '/wps/agent/team/overview?period=today');
    const summary = answer('GET /wps/agent/team/overview', today).value.summary;
    assert.equal(summary.firstDeposits, 1); // fm1 only
    assert.equal(summary.deposits, 300 + 700 + 600 + 800);
    const start = new Date(t.clock.now().getTime() - 45 * 86_400_000).toISOString().slice(0, 10);
    const end = t.clock.now().toISOString().slice(0, 10);
    const wide = await get(
      'fboss',
      `/wps/agent/team/overview?period=custom&startDate=${start}&endDate=${end}`,
    );
    assert.equal(answer('GET /wps/agent/team/overview', wide).value.summary.firstDeposits, 2);
    const pnl = await get('fboss', '/wps/agent/team/pnl?period=today');
    const rows = answer('GET /wps/agent/team/pnl', pnl).value.list;
    assert.deepEqual(
      rows.map((row) => [row.username, row.deposits]),
      [
        ['fm1', 1400],
        ['fm2', 700],
        ['fm3', 0],
        ['fm4', 300],
      ],
    );
  });

  test('the per-member days and first deposits reconcile with the ledger, bets and orders', async () => {
    const report = await reconcile(t.database.db);
    assert.equal(report.dailyTotalMismatches, 0);
    assert.equal(report.ok, true);
  });

  test('a cancelled bet leaves the stakes, payouts and active bettors', async () => {
    await bet('fm4', 50, 0);
    const before = answer(
      'GET /wps/agent/team/overview',
      await get('fboss', '/wps/agent/team/overview?period=today'),
    ).value.summary;
    assert.equal(before.stakes, 50);
    assert.equal(before.activeBettors, 1);
    await t.database.db.execute(
      sql`UPDATE bet_records SET status = 'CANCELLED' WHERE member_id = ${id.fm4!}`,
    );
    const after = answer(
      'GET /wps/agent/team/overview',
      await get('fboss', '/wps/agent/team/overview?period=today'),
    ).value.summary;
    assert.equal(after.stakes, 0);
    assert.equal(after.activeBettors, 0);
    assert.equal((await reconcile(t.database.db)).dailyTotalMismatches, 0);
  });
});
