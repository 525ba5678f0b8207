import { and, eq, inArray, like, ne } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { games, ledgerTransactions, members, vendors } from '../db/schema/index.js';
import { ensureWallet, postMemberMovement, postTransaction } from '../features/wallet/ledger.js';
import { DEMO_ACCOUNTS, ensureMember } from './accounts.js';
import { teamUsername } from './team-username.js';
import { DEMO_VENDOR, firstSpinAt, SPIN_PLAYERS } from './games-extra.js';
import { SeededRandom } from './random.js';
import { seedSettledBet } from './settled-bet.js';

const DAY_MS = 86_400_000;
export const HISTORY_DAYS = 30;

/**
 * agent01's deeper tree: sub-agents with their own members, one of them with a sub-agent of its
 * own (agent01 → sub01 → sub03 → sub03m01…). Passwords: sub-agents agent1234, members member1234.
 */
export const SUB_AGENTS = [
  { username: 'sub01', parent: 'agent01', members: 5 },
  { username: 'sub02', parent: 'agent01', members: 4 },
  { username: 'sub03', parent: 'sub01', members: 3 },
] as const;
export const subMemberName = (agent: string, n: number) => `${agent}m${String(n).padStart(2, '0')}`;

/**
 * Members of agent01's team that get 30 days of history. team04–team09 are left out: other e2e
 * specs read their records and balances as the plain seed leaves them; team12–team14 register
 * today (TODAYS_SIGN_UPS), with no history yet.
 */
const HISTORY_TEAM = [1, 2, 3, 10, 11].map(teamUsername);

/** The sub-agents and their members (idempotent). */
export async function seedAgentTree(executor: Executor, now: Date): Promise<void> {
  const random = new SeededRandom(1313);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const agent of SUB_AGENTS) {
    const [parent] = await executor
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, agent.parent));
    if (!parent) continue;
    const agentId = await ensureMember(executor, {
      username: agent.username,
      password: DEMO_ACCOUNTS.agent.password,
      type: 1,
      nickname: `Sub-agent ${agent.username.slice(3)}`,
      parentAgentId: parent.id,
      createdAt: daysAgo(200),
      openingMinor: 2_000_00,
    });
    for (let n = 1; n <= agent.members; n += 1) {
      await ensureMember(executor, {
        username: subMemberName(agent.username, n),
        password: DEMO_ACCOUNTS.teamPassword,
        type: 0,
        nickname: `${agent.username} player ${n}`,
        parentAgentId: agentId,
        createdAt: daysAgo(random.int(31, 120)),
        openingMinor: random.int(5, 50) * 100,
      });
    }
  }
}

/**
 * 30 days (before today) of deposits, withdrawals and bets for the tree, written through the
 * ledger like real play, with a seeded random so every start writes the same history. Today is
 * left to refreshDemoActivity, which the agent home's counters read. Each day's events are posted
 * in the order they happened, after the opening deposit of the member's registration; the spin
 * players' history ends the day before their spins (seedTeamSpins) begin. A person
 * with any history already is skipped, so a forced re-seed writes nothing twice.
 */
export async function seedTeamHistory(executor: Executor, now: Date): Promise<void> {
  const random = new SeededRandom(2024);
  const names = [
    ...HISTORY_TEAM,
    ...SUB_AGENTS.flatMap((agent) =>
      Array.from({ length: agent.members }, (_, i) => subMemberName(agent.username, i + 1)),
    ),
  ];
  const people = await executor
    .select({ id: members.id, username: members.username, createdAt: members.createdAt })
    .from(members)
    .where(inArray(members.username, names));
  const gameRows = await executor
    .select({ id: games.id, name: games.nameEn, vendor: games.vendorCode })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(
      and(
        inArray(vendors.category, ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS']),
        ne(games.vendorCode, DEMO_VENDOR.code),
      ),
    )
    .orderBy(games.hotRank, games.id)
    .limit(30);
  if (gameRows.length === 0) return;
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const spinsStart = firstSpinAt(now).getTime();
  for (const person of people.sort((a, b) => a.username.localeCompare(b.username))) {
    const wallet = await ensureWallet(executor, person.id, 'CNY');
    let balance = wallet.balanceMinor;
    const tag = `seed:team:${person.username}`;
    // Written once per person, in one go: a re-run would reckon its amounts from today's balance.
    const [seeded] = await executor
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `${tag}:%`))
      .limit(1);
    if (seeded) continue;
    for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
      const dayStart = today - day * DAY_MS;
      if (dayStart < person.createdAt.getTime()) continue;
      if (SPIN_PLAYERS.includes(person.username) && dayStart + DAY_MS > spinsStart) continue;
      const at = (hour: number) => new Date(dayStart + hour * 3_600_000 + random.int(0, 3_599_999));
      const stamp = new Date(dayStart).toISOString().slice(0, 10);
      if (random.chance(0.15)) {
        const deposit = await postMemberMovement(executor, {
          walletId: wallet.id,
          kind: 'DEPOSIT',
          counter: 'cash:SEED',
          amountMinor: random.int(10, 200) * 100,
          reference: `${tag}:${stamp}:deposit`,
          memo: 'Demo deposit',
          at: at(9),
        });
        balance = deposit.balanceAfter;
      }
      if (!random.chance(0.4)) continue;
      const rounds = random.int(1, 2);
      for (let round = 1; round <= rounds; round += 1) {
        const game = random.pick(gameRows);
        const stakeMinor = random.int(1, 20) * 100;
        const payoutMinor = random.chance(0.45) ? random.int(0, 40) * 100 : 0;
        if (stakeMinor > balance) break;
        const placedAt = at(12 + round);
        const written = await seedSettledBet(executor, {
          memberId: person.id,
          walletId: wallet.id,
          gameId: game.id,
          reference: `${tag}:${stamp}:bet:${round}`,
          stakeMinor,
          payoutMinor,
          at: placedAt,
          memo: `${game.vendor} ${game.name}`,
        });
        if (written) balance += payoutMinor - stakeMinor;
      }
      if (balance >= 100_00 && random.chance(0.08)) {
        // A withdrawal the operator paid the same day: to the hold, then out to the bank.
        const amountMinor = Math.floor(balance / 300) * 100;
        const reference = `${tag}:${stamp}:withdraw`;
        const hold = { walletId: wallet.id, side: 'hold' as const };
        const request = await postTransaction(executor, {
          kind: 'WITHDRAWAL',
          reference: `${reference}:request`,
          at: at(20),
          postings: [
            { account: { walletId: wallet.id, side: 'main' }, amountMinor: -amountMinor },
            { account: hold, amountMinor },
          ],
        });
        await postTransaction(executor, {
          kind: 'WITHDRAWAL_PAID',
          reference: `${reference}:paid`,
          at: at(21),
          postings: [
            { account: hold, amountMinor: -amountMinor },
            { account: { house: 'cash:SEED' }, amountMinor },
          ],
        });
        balance = request.balances.get(wallet.id)?.main ?? balance;
      }
    }
  }
}
