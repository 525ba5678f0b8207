import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  favourites,
  games,
  ledgerTransactions,
  members,
  recentGames,
  type MemberType,
} from '../db/schema/index.js';
import { hashPassword } from '../security/password.js';
import { ensureWallet, postMemberMovement } from '../features/wallet/ledger.js';
import { signUpTimeToday, TODAYS_SIGN_UPS } from './activity.js';
import { BRAND } from './brand.js';
import { DEMO_OPENING_MINOR } from './demo-bets.js';
import { SeededRandom } from './random.js';
import { teamUsername } from './team-username.js';
import { writeSeedDeposit } from './deposit-order.js';

export const DEMO_ACCOUNTS = {
  member: { username: 'demo', password: 'demo1234' },
  agent: { username: 'agent01', password: 'agent1234' },
  teamPassword: 'member1234',
  teamSize: 14,
} as const;

export interface MemberSeed {
  username: string;
  password: string;
  type: MemberType;
  nickname: string;
  clubLabel?: string;
  email?: string;
  mobile?: string;
  parentAgentId?: number;
  createdAt: Date;
  /** The opening deposit, dated at the registration: it funds whatever history comes after. */
  openingMinor: number;
  /**
   * The opening deposit is a paid deposit order (as a real member's would be), so the agent's
   * reports count it as the member's first deposit. Today's sign-ups have it: an agent's "today"
   * with deposits but no first deposit read as a broken report. Older members keep a plain
   * ledger funding, which other tests and specs read as it is.
   */
  openingAsOrder?: boolean;
}

/** The opening deposit as a paid e-wallet order through the sandbox gateway, credited at once. */
function postOpeningOrder(
  executor: Executor,
  memberId: number,
  walletId: number,
  seed: MemberSeed,
) {
  const name = seed.username.toUpperCase();
  return writeSeedDeposit(executor, {
    orderNo: `DSEEDOPEN${name}`,
    memberId,
    walletId,
    channel: 'EWALLET',
    provider: 'SANDBOX',
    providerRef: `SBXSEED${name}`,
    amountMinor: seed.openingMinor,
    feeMinor: 0,
    status: 'PAID',
    createdAt: new Date(seed.createdAt.getTime() - 2 * 60_000),
    expiresAt: new Date(seed.createdAt.getTime() + 13 * 60_000),
    finishedAt: seed.createdAt,
  });
}

/**
 * Creates the member with its wallet and opening balance unless the username exists. The opening
 * deposit is posted once per member: a database seeded before it was dated at the registration
 * keeps the one it has (and its amount) on a forced re-seed.
 */
export async function ensureMember(executor: Executor, seed: MemberSeed): Promise<number> {
  const [existing] = await executor
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${seed.username})`);
  let id = existing?.id;
  if (id === undefined) {
    const [created] = await executor
      .insert(members)
      .values({
        merchantCode: BRAND.merchantCode,
        username: seed.username,
        passwordHash: await hashPassword(seed.password),
        type: seed.type,
        parentAgentId: seed.parentAgentId ?? null,
        nickname: seed.nickname,
        clubLabel: seed.clubLabel ?? null,
        email: seed.email ?? null,
        mobile: seed.mobile ?? null,
        dialingCode: seed.mobile ? '63' : null,
        invitationCode: seed.type === 0 ? null : seed.username.toUpperCase(),
        createdAt: seed.createdAt,
      })
      .returning({ id: members.id });
    id = created!.id;
  }
  const wallet = await ensureWallet(executor, id, BRAND.currencyCode);
  const reference = `seed:${seed.username}:opening-deposit`;
  const [posted] = await executor
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference));
  if (seed.openingMinor > 0 && !posted && seed.openingAsOrder) {
    await postOpeningOrder(executor, id, wallet.id, seed);
  } else if (seed.openingMinor > 0 && !posted) {
    await postMemberMovement(executor, {
      walletId: wallet.id,
      kind: 'DEPOSIT',
      counter: 'cash:SEED',
      amountMinor: seed.openingMinor,
      reference,
      memo: 'Opening balance of the demo data',
      at: seed.createdAt,
    });
  }
  return id;
}

/**
 * Demo member, demo agent and the agent's team, with wallets funded through the ledger at their
 * registration. team12–team14 register today (the agent's "today" sign-ups); the others earlier.
 */
export async function seedAccounts(executor: Executor, now: Date): Promise<void> {
  const random = new SeededRandom(77);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const signUpToday = await signUpTimeToday(executor, now);

  const demoId = await ensureMember(executor, {
    ...DEMO_ACCOUNTS.member,
    type: 0,
    nickname: 'Demo Player',
    clubLabel: 'VIP 1',
    email: 'demo@lobby.example',
    mobile: '9171234567',
    createdAt: daysAgo(120),
    openingMinor: DEMO_OPENING_MINOR,
  });
  const agentId = await ensureMember(executor, {
    ...DEMO_ACCOUNTS.agent,
    type: 1,
    nickname: 'Agent One',
    clubLabel: 'Gold Agent',
    email: 'agent01@lobby.example',
    createdAt: daysAgo(365),
    openingMinor: 20_000_00,
  });
  for (let n = 1; n <= DEMO_ACCOUNTS.teamSize; n += 1) {
    const username = teamUsername(n);
    const registeredDaysAgo = random.int(2, 90);
    await ensureMember(executor, {
      username,
      password: DEMO_ACCOUNTS.teamPassword,
      type: 0,
      nickname: `Team Player ${n}`,
      parentAgentId: agentId,
      createdAt: TODAYS_SIGN_UPS.includes(n) ? signUpToday : daysAgo(registeredDaysAgo),
      openingMinor: random.int(1, 500) * 100,
      openingAsOrder: TODAYS_SIGN_UPS.includes(n),
    });
  }

  const someGames = await executor
    .select({ id: games.id })
    .from(games)
    .orderBy(asc(games.hotRank), asc(games.id))
    .limit(8);
  if (someGames.length > 0) {
    await executor
      .insert(favourites)
      .values(someGames.slice(0, 4).map((game) => ({ memberId: demoId, gameId: game.id })))
      .onConflictDoNothing();
    await executor
      .insert(recentGames)
      .values(
        someGames
          .slice(4)
          .map((game, i) => ({ memberId: demoId, gameId: game.id, playedAt: daysAgo(i + 1) })),
      )
      .onConflictDoNothing();
  }
}
