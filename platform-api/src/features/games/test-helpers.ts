import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { members, wallets } from '../../db/schema/index.js';
import { answer, bearer, type TestApp } from '../../test/harness.js';

/** First game of a vendor, by node id. */
export async function gameOf(t: TestApp, vendor: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM games WHERE vendor_code = ${vendor} ORDER BY sort_order LIMIT 1`,
  );
  assert.ok(row, `no game of ${vendor}`);
  return row.id;
}

/** Launches a game for the member: the launch URL (page path and its single-use ticket). */
export async function launchGame(
  t: TestApp,
  token: string,
  nodeId: number,
): Promise<{ url: URL; ticket: string }> {
  const launch = await t.request({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${nodeId}`,
    headers: bearer(token),
  });
  assert.equal(launch.statusCode, 200, launch.body);
  const url = new URL(answer('GET /wps/game/launchGame', launch).value.url, 'http://lobby.test');
  const ticket = url.searchParams.get('ticket');
  assert.ok(ticket, 'the launch URL carries a ticket');
  return { url, ticket };
}

/** Launches a slot game for the member and opens its page; returns the play token in the page. */
export async function openGame(t: TestApp, token: string, nodeId: number): Promise<string> {
  const { url } = await launchGame(t, token, nodeId);
  const page = await t.request({ method: 'GET', url: `${url.pathname}${url.search}` });
  assert.equal(page.statusCode, 200, page.body);
  const match = /"playToken":"([A-Za-z0-9_-]{43})"/.exec(page.body);
  assert.ok(match, 'the page carries a play token');
  return match[1]!;
}

/** Launches a lottery game for the member and trades the ticket as its page does: the play token. */
export async function openLottery(t: TestApp, token: string, nodeId: number): Promise<string> {
  const { ticket } = await launchGame(t, token, nodeId);
  const session = await t.request({ method: 'POST', url: '/lgw/session', payload: { ticket } });
  assert.equal(session.statusCode, 200, session.body);
  return answer('POST /lgw/session', session).value.playToken;
}

export async function balanceMinor(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: wallets.balanceMinor })
    .from(wallets)
    .innerJoin(members, eq(members.id, wallets.memberId))
    .where(eq(members.username, username));
  return row!.balance;
}

/** Balance of every wallet equals the sum of its ledger entries, and none is negative. */
export async function assertLedgerBalances(t: TestApp): Promise<void> {
  const rows = await selectRows<{ id: number; balance: string; total: string | null }>(
    t.database.db,
    sql`SELECT w.id, w.balance_minor AS balance, (SELECT sum(p.amount_minor) FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.wallet_id = w.id AND a.kind = 'MEMBER_MAIN') AS total FROM wallets w`,
  );
  for (const row of rows) {
    assert.equal(Number(row.balance), Number(row.total ?? 0), `wallet ${row.id} balances`);
    assert.ok(Number(row.balance) >= 0);
  }
}

export const play = (playToken: string) => ({ 'x-play-token': playToken });
