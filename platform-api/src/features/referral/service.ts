import { randomInt } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, sum } from 'drizzle-orm';
import type { ReferralFriendPage, ReferralSummary } from '../../contract/referral.js';
import type { Executor } from '../../db/database.js';
import { members, referrals, referralSettings, wallets } from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';
import { isUniqueViolation } from '../accounts/index.js';
import { maskName } from '../games/index.js';
import { postMemberMovement } from '../wallet/index.js';

export type ReferralSettingsRow = typeof referralSettings.$inferSelect;

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

export async function readReferralSettings(db: Executor): Promise<ReferralSettingsRow> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
  return row!;
}

/** The member's invitation code, made on first use (agents already have theirs). */
export async function ensureInvitationCode(db: Executor, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [row] = await db
      .select({ code: members.invitationCode })
      .from(members)
      .where(eq(members.id, memberId));
    if (row?.code) return row.code;
    try {
      await db
        .update(members)
        .set({ invitationCode: newCode() })
        .where(and(eq(members.id, memberId), isNull(members.invitationCode)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not make a free invitation code');
}

/** Records, in the registration's transaction, that `inviterId`'s code registered `friendId`. */
export async function recordReferral(
  tx: Executor,
  inviterId: number,
  friendId: number,
  at: Date,
): Promise<void> {
  await tx.insert(referrals).values({ friendId, inviterId, registeredAt: at });
}

/**
 * Called inside the deposit's transaction when an order is paid: the first paid deposit of an
 * invited friend is noted (once: the referral row is locked and later deposits find it noted),
 * and, when the operator's rule is on and the deposit reaches its minimum, the inviter is paid
 * the reward through the ledger (REFERRAL, house bonus, reference `referral:<friend>`).
 */
export async function rewardFirstDeposit(
  tx: Executor,
  deposit: { memberId: number; orderNo: string; amountMinor: number },
  now: Date,
): Promise<void> {
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(eq(referrals.friendId, deposit.memberId))
    .for('update');
  if (!referral || referral.firstDepositOrder !== null) return;
  const rule = await readReferralSettings(tx);
  const pays = rule.enabled && deposit.amountMinor >= rule.minDepositMinor;
  await tx
    .update(referrals)
    .set({
      firstDepositOrder: deposit.orderNo,
      firstDepositMinor: deposit.amountMinor,
      rewardMinor: pays ? rule.rewardMinor : null,
      rewardedAt: pays ? now : null,
    })
    .where(eq(referrals.friendId, deposit.memberId));
  if (!pays) return;
  const [inviterWallet] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(eq(wallets.memberId, referral.inviterId));
  if (!inviterWallet) throw new Error(`inviter ${referral.inviterId} has no wallet`);
  await postMemberMovement(tx, {
    walletId: inviterWallet.id,
    kind: 'REFERRAL',
    amountMinor: rule.rewardMinor,
    counter: 'bonus',
    reference: `referral:${deposit.memberId}`,
    memo: `Friend's first deposit ${deposit.orderNo}`,
    at: now,
  });
}

export async function referralSummary(
  db: Executor,
  memberId: number,
  currencySymbol: string,
): Promise<ReferralSummary> {
  const code = await ensureInvitationCode(db, memberId);
  const rule = await readReferralSettings(db);
  const [invited] = await db
    .select({ n: count() })
    .from(referrals)
    .where(eq(referrals.inviterId, memberId));
  const [rewarded] = await db
    .select({ n: count(), total: sum(referrals.rewardMinor) })
    .from(referrals)
    .where(and(eq(referrals.inviterId, memberId), isNotNull(referrals.rewardedAt)));
  return {
    code,
    registerPath: `/m/register?code=${encodeURIComponent(code)}`,
    rule: {
      enabled: rule.enabled,
      reward: toMajor(rule.rewardMinor),
      minDeposit: toMajor(rule.minDepositMinor),
    },
    invited: Number(invited?.n ?? 0),
    rewarded: Number(rewarded?.n ?? 0),
    totalReward: toMajor(Number(rewarded?.total ?? 0)),
    currencySymbol,
  };
}

export async function referralFriends(
  db: Executor,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<ReferralFriendPage> {
  const [total] = await db
    .select({ n: count() })
    .from(referrals)
    .where(eq(referrals.inviterId, memberId));
  const rows = await db
    .select({ referral: referrals, username: members.username })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.friendId))
    .where(eq(referrals.inviterId, memberId))
    .orderBy(desc(referrals.registeredAt), desc(referrals.friendId))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map(({ referral, username }) => ({
      name: maskName(username),
      registeredAt: referral.registeredAt.toISOString(),
      deposited: referral.firstDepositOrder !== null,
      reward: referral.rewardMinor === null ? null : toMajor(referral.rewardMinor),
      rewardedAt: referral.rewardedAt?.toISOString() ?? null,
    })),
    pageNum: page.pageNo,
    totalPages: Math.ceil(n / page.pageSize),
    total: n,
  };
}
