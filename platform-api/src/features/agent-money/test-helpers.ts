import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { answer, bearer, OPERATOR_KEY, type TestApp } from '../../test/harness.js';

export const DAY_MS = 86_400_000;

export async function memberId(t: TestApp, username: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM members WHERE username = ${username}`,
  );
  if (!row) throw new Error(`no member ${username}`);
  return Number(row.id);
}

export async function gameOf(t: TestApp, category: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT g.id FROM games g JOIN vendors v ON v.code = g.vendor_code
         WHERE v.category = ${category} ORDER BY g.id LIMIT 1`,
  );
  return Number(row!.id);
}

let bets = 0;
/** A settled bet (as the game servers write them) at `at`. */
export async function settledBet(
  t: TestApp,
  member: number,
  game: number,
  stakeMinor: number,
  at: Date,
  payoutMinor = 0,
): Promise<void> {
  bets += 1;
  await t.database.db.execute(sql`
    INSERT INTO bet_records (member_id, game_id, reference, stake_minor, payout_minor, status,
                             placed_at, settled_at)
    VALUES (${member}, ${game}, ${`test-bet-${bets}-${Date.now()}`}, ${stakeMinor}, ${payoutMinor},
            'SETTLED', ${at.toISOString()}, ${at.toISOString()})`);
}

export async function balanceOf(t: TestApp, member: number): Promise<number> {
  const [row] = await selectRows<{ balance_minor: string }>(
    t.database.db,
    sql`SELECT balance_minor FROM wallets WHERE member_id = ${member}`,
  );
  return Number(row!.balance_minor);
}

export async function ledgerCount(t: TestApp, reference: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE reference LIKE ${reference}`,
  );
  return Number(row!.n);
}

export const settle = (t: TestApp, date: string) =>
  t.request({
    method: 'POST',
    url: '/ops/agent/settlements',
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: { date },
  });

export async function createAccount(
  t: TestApp,
  token: string,
  username: string,
  accountType: 0 | 1,
  rates: Record<string, number>,
) {
  const response = await t.request({
    method: 'POST',
    url: '/wps/agent/accounts',
    headers: bearer(token),
    payload: { username, password: 'abc12345', confirmPassword: 'abc12345', accountType, rates },
  });
  return {
    response,
    /** The created account, checked by the contract (read only when the test expects one). */
    get value() {
      return answer('POST /wps/agent/accounts', response).value;
    },
  };
}

export const setRebate = (
  t: TestApp,
  token: string,
  memberId: number,
  rates: Record<string, number>,
) =>
  t.request({
    method: 'PUT',
    url: '/wps/agent/rebate/member',
    headers: bearer(token),
    payload: { memberId, rates },
  });

/** A platform contract offered through the operator call and accepted by the agent. */
export async function grantPlatformContract(
  t: TestApp,
  agentToken: string,
  agentId: number,
  kind: 'SALARY' | 'DIVIDEND' | 'HOURLY',
  tiers: Array<{ minAmount: number; minActive: number; pay: number }>,
  period?: 'DAY' | 'WEEK' | 'MONTH',
): Promise<void> {
  const offered = await t.request({
    method: 'POST',
    url: '/ops/agent/contracts',
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: { agentId, kind, tiers, ...(period ? { period } : {}) },
  });
  const accepted = await t.request({
    method: 'POST',
    url: `/wps/agent/contracts/${answer('POST /ops/agent/contracts', offered).value.id}/accept`,
    headers: bearer(agentToken),
  });
  if (accepted.statusCode !== 200) throw new Error(`contract not accepted: ${accepted.body}`);
}
