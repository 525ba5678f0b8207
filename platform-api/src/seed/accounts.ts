import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  betRecords,
  favourites,
  games,
  members,
  recentGames,
  type MemberType,
} from '../db/schema/index.js';
import { hashPassword } from '../security/password.js';
import { ensureWallet, postMemberMovement } from '../features/wallet/ledger.js';
import { BRAND } from './brand.js';
import { SeededRandom } from './random.js';

export const DEMO_ACCOUNTS = {
  member: { username: 'demo', password: 'demo1234' },
  agent: { username: 'agent01', password: 'agent1234' },
  teamPassword: 'member1234',
  teamSize: 14,
} as const;

export const teamUsername = (n: number) => `team${String(n).padStart(2, '0')}`;

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
  openingMinor: number;
}

/** Creates the member with its wallet and opening balance unless the username exists. */
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
  if (seed.openingMinor > 0) {
    await postMemberMovement(executor, {
      walletId: wallet.id,
      kind: 'DEPOSIT',
      counter: 'cash:SEED',
      amountMinor: seed.openingMinor,
      reference: `seed:${seed.username}:opening-deposit`,
      memo: 'Opening balance of the demo data',
    });
  }
  return id;
}

/** Demo member, demo agent and the agent's team, with wallets funded through the ledger. */
export async function seedAccounts(executor: Executor, now: Date): Promise<void> {
  const random = new SeededRandom(77);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  const demoId = await ensureMember(executor, {
    ...DEMO_ACCOUNTS.member,
    type: 0,
    nickname: 'Demo Player',
    clubLabel: 'VIP 1',
    email: 'demo@lobby.example',
    mobile: '9171234567',
    createdAt: daysAgo(120),
    openingMinor: 8_888_00,
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
    await ensureMember(executor, {
      username: teamUsername(n),
      password: DEMO_ACCOUNTS.teamPassword,
      type: 0,
      nickname: `Team Player ${n}`,
      parentAgentId: agentId,
      createdAt: daysAgo(random.int(2, 90)),
      openingMinor: random.int(1, 500) * 100,
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
    const [first] = someGames;
    const history = Array.from({ length: 12 }, (_, i) => ({
      memberId: demoId,
      gameId: someGames[i % someGames.length]!.id,
      reference: `seed:demo:bet:${i + 1}`,
      stakeMinor: random.int(1, 50) * 100,
      payoutMinor: random.chance(0.4) ? random.int(1, 120) * 100 : 0,
      status: 'SETTLED' as const,
      placedAt: daysAgo(i + 2),
      settledAt: daysAgo(i + 2),
    }));
    if (first) await executor.insert(betRecords).values(history).onConflictDoNothing();
  }
}
