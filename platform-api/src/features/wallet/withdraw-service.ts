import { and, count, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { PayoutAccount, Withdrawal, WithdrawInfo } from '../../contract/wallet.js';
import type { Db, Executor } from '../../db/database.js';
import {
  members,
  paymentPasswords,
  opsAudit,
  payoutAccounts,
  rateLimitEvents,
  wallets,
  withdrawals,
  withdrawSettings,
  type WithdrawalStatusValue,
} from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { takeSlot, type WindowedLimit } from '../../security/windowed-limit.js';
import { bonusLockOf } from '../promotions/index.js';
import { ensureWallet, postTransaction } from './ledger.js';
import type { Rule } from '../accounts/index.js';
import { businessNumber, checkRange, feeOf } from './money-rules.js';
import { businessDayOf, dayStart, readBusinessZone } from '../system/index.js';
import { checkPayeeName, otherHolders, refuseObviousPin } from './payout-checks.js';

/** Wrong payment passwords: 5 in 15 minutes, then 429 until the oldest leaves the window. */
export const PAYMENT_PASSWORD_LIMIT: WindowedLimit = {
  bucket: 'payment-password',
  limit: 5,
  windowMs: 15 * 60_000,
};

export type AccountRow = typeof payoutAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const maskAccountNo = (accountNo: string) => `****${accountNo.slice(-4)}`;

export function toPayoutAccountDto(row: AccountRow): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    accountNo: maskAccountNo(row.accountNo),
    payeeName: row.payeeName,
    sharedWithAnother: row.sharedWithAnother,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWithdrawalDto(row: WithdrawalRow, account: AccountRow): Withdrawal {
  return {
    withdrawalNo: row.withdrawalNo,
    amount: toMajor(row.amountMinor),
    fee: toMajor(row.feeMinor),
    netAmount: toMajor(row.netMinor),
    status: row.status,
    payoutAccount: toPayoutAccountDto(account),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

export async function loadSettings(db: Executor) {
  const [settings] = await db.select().from(withdrawSettings).limit(1);
  return settings!;
}

async function accountsOf(db: Executor, memberId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
    .orderBy(payoutAccounts.id);
}

/** The member's withdrawal requests of the business day (issue 35), against the daily count. */
async function todaysCount(db: Executor, memberId: number, now: Date): Promise<number> {
  const zone = await readBusinessZone(db);
  const since = dayStart(businessDayOf(now, zone), zone);
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function withdrawInfo(
  db: Db,
  member: { id: number },
  brand: { currencyCode: string; currencySymbol: string },
  now: Date,
): Promise<WithdrawInfo> {
  const settings = await loadSettings(db);
  const wallet = await ensureWallet(db, member.id, brand.currencyCode);
  const [password] = await db
    .select({ id: paymentPasswords.memberId })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, member.id));
  const used = await todaysCount(db, member.id, now);
  const lock = await bonusLockOf(db, member.id, wallet.balanceMinor);
  return {
    currency: brand.currencyCode,
    currencySymbol: brand.currencySymbol,
    balance: toMajor(wallet.balanceMinor),
    // A bonus under turnover holds back itself and what it won; the member's own money does not.
    withdrawable: toMajor(wallet.balanceMinor - lock.lockedMinor),
    bonusLocked: toMajor(lock.lockedMinor),
    onHold: toMajor(wallet.holdMinor),
    minAmount: toMajor(settings.minMinor),
    maxAmount: toMajor(settings.maxMinor),
    feePercent: settings.feeBp / 100,
    feeFixed: toMajor(settings.feeFixedMinor),
    dailyCount: settings.dailyCount,
    remainingToday: Math.max(0, settings.dailyCount - used),
    hasPaymentPassword: Boolean(password),
    payoutAccounts: (await accountsOf(db, member.id)).map(toPayoutAccountDto),
    maxPayoutAccounts: settings.maxPayoutAccounts,
    turnoverRemaining: toMajor(lock.turnoverRemaining),
  };
}

/**
 * 429 while the member has used up its wrong attempts (the wait in seconds); else how many
 * wrong attempts are left in the window.
 */
async function refuseWhileLimited(db: Db, memberId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - PAYMENT_PASSWORD_LIMIT.windowMs);
  const inWindow = and(
    eq(rateLimitEvents.bucket, PAYMENT_PASSWORD_LIMIT.bucket),
    eq(rateLimitEvents.key, String(memberId)),
    gt(rateLimitEvents.createdAt, since),
  );
  const rows = await db
    .select({ at: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(inWindow)
    .orderBy(rateLimitEvents.createdAt);
  if (rows.length >= PAYMENT_PASSWORD_LIMIT.limit) {
    const waitMs = rows[0]!.at.getTime() + PAYMENT_PASSWORD_LIMIT.windowMs - now.getTime();
    throw new ApiError('RATE_LIMITED', {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  return PAYMENT_PASSWORD_LIMIT.limit - rows.length;
}

/** Counts a wrong attempt; the attempt that uses up the limit answers 429 at once. */
async function recordWrongAttempt(db: Db, memberId: number, now: Date): Promise<never> {
  const waitMs = await takeSlot(db, PAYMENT_PASSWORD_LIMIT, String(memberId), now);
  if (waitMs > 0) {
    throw new ApiError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }
  const remainingTries = await refuseWhileLimited(db, memberId, now);
  // The member sees how many tries are left before the payment password locks.
  throw new ApiError('PAYMENT_PASSWORD_WRONG', { remainingTries }, [
    { path: 'paymentPassword', messageKey: 'payment_password_error' },
  ]);
}

/** Checks the member's payment password, limited like login failures. */
export async function checkPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  now: Date,
): Promise<void> {
  const [stored] = await db
    .select()
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId));
  if (!stored) throw new ApiError('PAYMENT_PASSWORD_NOT_SET');
  await refuseWhileLimited(db, memberId, now);
  if (!(await verifyPassword(password, stored.passwordHash))) {
    await recordWrongAttempt(db, memberId, now);
  }
}

/**
 * Set, change or reset the payment password. Proved by `currentPassword` (the login password the
 * first time, then the current payment password; wrong ones count towards the lock), or
 * `provedByCode`: the caller used up a code sent to the member's bound phone or e-mail, which
 * works while locked (it is the way out) and clears the wrong attempts.
 */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  body: { currentPassword?: string; newPassword: string; provedByCode?: boolean },
  now: Date,
): Promise<void> {
  refuseObviousPin(body.newPassword);
  if (body.provedByCode) {
    await db
      .delete(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, PAYMENT_PASSWORD_LIMIT.bucket),
          eq(rateLimitEvents.key, String(memberId)),
        ),
      );
  } else {
    const [stored] = await db
      .select()
      .from(paymentPasswords)
      .where(eq(paymentPasswords.memberId, memberId));
    await refuseWhileLimited(db, memberId, now);
    let proof: string;
    if (stored) {
      proof = stored.passwordHash;
    } else {
      const [member] = await db
        .select({ hash: members.passwordHash })
        .from(members)
        .where(eq(members.id, memberId));
      proof = member!.hash;
    }
    if (!(await verifyPassword(body.currentPassword ?? '', proof))) {
      await recordWrongAttempt(db, memberId, now);
    }
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db
    .insert(paymentPasswords)
    .values({ memberId, passwordHash, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentPasswords.memberId,
      set: { passwordHash, updatedAt: now },
    });
}

export async function listPayoutAccounts(db: Db, memberId: number): Promise<PayoutAccount[]> {
  return (await accountsOf(db, memberId)).map(toPayoutAccountDto);
}

export async function addPayoutAccount(
  db: Db,
  memberId: number,
  body: {
    kind: 'BANK' | 'EWALLET';
    provider: string;
    accountNo: string;
    payeeName: string;
    paymentPassword: string;
  },
  now: Date,
  nameRules: Rule[] = [],
): Promise<PayoutAccount> {
  await checkPaymentPassword(db, memberId, body.paymentPassword, now);
  await checkPayeeName(db, memberId, body.payeeName, nameRules);
  const settings = await loadSettings(db);
  return db.transaction(async (tx) => {
    // One member's additions queue on its wallet row, so the count cannot be passed in a race.
    await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.memberId, memberId))
      .for('update');
    const existing = await accountsOf(tx, memberId);
    const same = existing.find((a) => a.kind === body.kind && a.accountNo === body.accountNo);
    if (same) return toPayoutAccountDto(same);
    if (existing.length >= settings.maxPayoutAccounts) {
      throw new ApiError('PAYOUT_ACCOUNT_LIMIT', { max: settings.maxPayoutAccounts });
    }
    // One removed earlier comes back (the row stays for the withdrawals paid to it).
    const [restored] = await tx
      .update(payoutAccounts)
      .set({ removedAt: null, provider: body.provider, payeeName: body.payeeName, createdAt: now })
      .where(
        and(
          eq(payoutAccounts.memberId, memberId),
          eq(payoutAccounts.kind, body.kind),
          eq(payoutAccounts.accountNo, body.accountNo),
        ),
      )
      .returning();
    if (restored) return toPayoutAccountDto(restored);
    const others = await otherHolders(tx, memberId, body);
    const [row] = await tx
      .insert(payoutAccounts)
      .values({
        memberId,
        kind: body.kind,
        provider: body.provider,
        accountNo: body.accountNo,
        payeeName: body.payeeName,
        createdAt: now,
        sharedWithAnother: others.length > 0,
      })
      .returning();
    if (others.length > 0) await flagShared(tx, row!, others, now);
    return toPayoutAccountDto(row!);
  });
}

/**
 * An account number two members hold is flagged on every holder's row and written to the audit
 * for operators (action PAYOUT_ACCOUNT_SHARED): one person's account for two players is a sign
 * of bonus abuse or of a stolen account.
 */
async function flagShared(tx: Executor, row: AccountRow, others: number[], now: Date) {
  await tx
    .update(payoutAccounts)
    .set({ sharedWithAnother: true })
    .where(and(eq(payoutAccounts.kind, row.kind), eq(payoutAccounts.accountNo, row.accountNo)));
  await tx.insert(opsAudit).values({
    operator: 'system',
    action: 'PAYOUT_ACCOUNT_SHARED',
    target: maskAccountNo(row.accountNo),
    reason: null,
    detail: { memberId: row.memberId, alsoHeldBy: others, kind: row.kind },
    createdAt: now,
  });
}

/**
 * Removes one of the member's payout accounts (payment password first). Another member's, or
 * one already removed: 404, before the password is checked.
 */
export async function removePayoutAccount(
  db: Db,
  memberId: number,
  accountId: number,
  paymentPassword: string,
  now: Date,
): Promise<void> {
  const own = and(
    eq(payoutAccounts.id, accountId),
    eq(payoutAccounts.memberId, memberId),
    isNull(payoutAccounts.removedAt),
  );
  const [account] = await db.select({ id: payoutAccounts.id }).from(payoutAccounts).where(own);
  if (!account) throw new ApiError('NOT_FOUND');
  await checkPaymentPassword(db, memberId, paymentPassword, now);
  const removed = await db
    .update(payoutAccounts)
    .set({ removedAt: now })
    .where(own)
    .returning({ id: payoutAccounts.id });
  if (removed.length === 0) throw new ApiError('NOT_FOUND');
}

/** The fee of a withdrawal of `amountMinor` under the settings (at least one minor unit is paid out). */
export function withdrawalFee(
  amountMinor: number,
  settings: { feeBp: number; feeFixedMinor: number },
): number {
  return Math.min(feeOf(amountMinor, settings.feeBp, settings.feeFixedMinor), amountMinor - 1);
}

/**
 * The request row of a withdrawal and its ledger movement (main balance to hold), inside the
 * caller's transaction that holds the wallet's lock; it waits PENDING for an operator's decision.
 * Member requests and exclusion payouts both come through here.
 */
export async function placePendingWithdrawal(
  tx: Executor,
  input: {
    memberId: number;
    walletId: number;
    account: AccountRow;
    amountMinor: number;
    feeMinor: number;
    requestId: string | null;
  },
  now: Date,
): Promise<WithdrawalRow> {
  const { account } = input;
  const withdrawalNo = businessNumber('W', now);
  const [row] = await tx
    .insert(withdrawals)
    .values({
      withdrawalNo,
      memberId: input.memberId,
      walletId: input.walletId,
      payoutAccountId: account.id,
      amountMinor: input.amountMinor,
      feeMinor: input.feeMinor,
      netMinor: input.amountMinor - input.feeMinor,
      status: 'PENDING',
      requestId: input.requestId,
      createdAt: now,
    })
    .returning();
  await postTransaction(tx, {
    kind: 'WITHDRAWAL',
    reference: `withdraw:${withdrawalNo}`,
    memo: `${account.provider} ${maskAccountNo(account.accountNo)}`,
    at: now,
    postings: [
      { account: { walletId: input.walletId, side: 'main' }, amountMinor: -input.amountMinor },
      { account: { walletId: input.walletId, side: 'hold' }, amountMinor: input.amountMinor },
    ],
  });
  return row!;
}

/**
 * A withdrawal request: the amount moves from the main balance to the hold at once, in one
 * transaction with the request row; the daily count is checked under the wallet's lock.
 */
export async function requestWithdrawal(
  db: Db,
  member: { id: number },
  currencyCode: string,
  body: {
    amountMinor: number;
    payoutAccountId: number;
    paymentPassword: string;
    requestId?: string;
  },
  now: Date,
): Promise<Withdrawal> {
  const settings = await loadSettings(db);
  checkRange(body.amountMinor, settings.minMinor, settings.maxMinor);
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, body.payoutAccountId),
        eq(payoutAccounts.memberId, member.id),
        isNull(payoutAccounts.removedAt),
      ),
    );
  if (!account) throw new ApiError('NOT_FOUND');
  await checkPaymentPassword(db, member.id, body.paymentPassword, now);
  const wallet = await ensureWallet(db, member.id, currencyCode);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.id, wallet.id))
      .for('update');
    if (body.requestId) {
      const [existing] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, member.id), eq(withdrawals.requestId, body.requestId)));
      if (existing) return toWithdrawalDto(existing, account);
    }
    // A claimed bonus's turnover not yet met locks the bonus and its winnings, not the member's
    // own money (API.md "Promotions"); read under the wallet's lock, as the balance is.
    const [locked] = await tx
      .select({ balanceMinor: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.id, wallet.id));
    const lock = await bonusLockOf(tx, member.id, locked!.balanceMinor);
    if (lock.lockedMinor > 0 && body.amountMinor > locked!.balanceMinor - lock.lockedMinor) {
      throw new ApiError('TURNOVER_REQUIRED', {
        remaining: toMajor(lock.turnoverRemaining),
        withdrawable: toMajor(locked!.balanceMinor - lock.lockedMinor),
      });
    }
    if ((await todaysCount(tx, member.id, now)) >= settings.dailyCount) {
      throw new ApiError('WITHDRAW_DAILY_LIMIT', { dailyCount: settings.dailyCount });
    }
    const row = await placePendingWithdrawal(
      tx,
      {
        memberId: member.id,
        walletId: wallet.id,
        account,
        amountMinor: body.amountMinor,
        feeMinor: withdrawalFee(body.amountMinor, settings),
        requestId: body.requestId ?? null,
      },
      now,
    );
    return toWithdrawalDto(row, account);
  });
}

export async function memberWithdrawals(
  db: Db,
  memberId: number,
  query: { pageNo: number; pageSize: number; status?: WithdrawalStatusValue },
) {
  const where = and(
    eq(withdrawals.memberId, memberId),
    query.status ? eq(withdrawals.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select({ withdrawal: withdrawals, account: payoutAccounts })
    .from(withdrawals)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((row) => toWithdrawalDto(row.withdrawal, row.account)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(n / query.pageSize),
    total: n,
  };
}

const toOpsWithdrawal = (row: {
  withdrawal: WithdrawalRow;
  account: AccountRow;
  username: string;
}) => ({
  ...toWithdrawalDto(row.withdrawal, row.account),
  username: row.username,
  accountNoFull: row.account.accountNo,
});

export async function opsWithdrawals(db: Executor, status?: WithdrawalStatusValue, no?: string) {
  const rows = await db
    .select({ withdrawal: withdrawals, account: payoutAccounts, username: members.username })
    .from(withdrawals)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(
      and(
        status ? eq(withdrawals.status, status) : undefined,
        no ? eq(withdrawals.withdrawalNo, no) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.id))
    .limit(100);
  return rows.map(toOpsWithdrawal);
}

/**
 * An operator's decision on a PENDING request, in the caller's transaction: approve pays it out
 * of the hold (the bank's cash account gets the net amount, the fee account the fee); reject
 * returns it from the hold to the main balance. Anything but PENDING: 409 ORDER_STATE.
 */
export async function decideWithdrawal(
  tx: Executor,
  withdrawalNo: string,
  decision: { approve: boolean; reason?: string },
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.withdrawalNo, withdrawalNo))
    .for('update');
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.status !== 'PENDING') throw new ApiError('ORDER_STATE', { status: row.status });
  const hold = { walletId: row.walletId, side: 'hold' as const };
  if (decision.approve) {
    await postTransaction(tx, {
      kind: 'WITHDRAWAL_PAID',
      reference: `withdraw:${withdrawalNo}:paid`,
      at: now,
      postings: [
        { account: hold, amountMinor: -row.amountMinor },
        { account: { house: 'cash:BANK' }, amountMinor: row.netMinor },
        ...(row.feeMinor > 0
          ? [{ account: { house: 'fees' as const }, amountMinor: row.feeMinor }]
          : []),
      ],
    });
  } else {
    await postTransaction(tx, {
      kind: 'WITHDRAWAL_REJECTED',
      reference: `withdraw:${withdrawalNo}:rejected`,
      memo: decision.reason,
      at: now,
      postings: [
        { account: hold, amountMinor: -row.amountMinor },
        { account: { walletId: row.walletId, side: 'main' }, amountMinor: row.amountMinor },
      ],
    });
  }
  await tx
    .update(withdrawals)
    .set({
      status: decision.approve ? 'PAID' : 'REJECTED',
      decidedAt: now,
      rejectReason: decision.approve ? null : (decision.reason ?? null),
    })
    .where(eq(withdrawals.id, row.id));
}
