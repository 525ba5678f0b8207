import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { ExclusionPayoutOffer } from '../../contract/rg.js';
import type { Withdrawal } from '../../contract/wallet.js';
import type { Executor } from '../../db/database.js';
import {
  brands,
  payoutAccounts,
  rgExcludedDevices,
  rgExclusionTickets,
  wallets,
  withdrawals,
} from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { hashToken, newSessionToken } from '../../security/tokens.js';
import { bonusLockOf } from '../promotions/index.js';
import { activeExclusion, readSettings } from './settings.js';
import {
  type AccountRow,
  loadSettings,
  placePendingWithdrawal,
  toPayoutAccountDto,
  toWithdrawalDto,
  withdrawalFee,
} from '../wallet/index.js';

/** How long the payout offer of a refused login can be used. */
export const EXCLUSION_TICKET_MS = 15 * 60_000;

type Exclusion = NonNullable<ReturnType<typeof activeExclusion>>;

export async function memberPayoutAccounts(db: Executor, memberId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
    .orderBy(asc(payoutAccounts.id));
}

async function walletOf(db: Executor, memberId: number) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.memberId, memberId)).limit(1);
  return wallet;
}

/**
 * What the whole-balance payout moves and its fee: the withdrawal rules apply as they stand, so
 * while a claimed bonus's turnover is owed the bonus and its winnings stay (issue 33 item 4) and
 * the member's own money goes; only a balance that is all bonus is TURNOVER_REQUIRED.
 * The daily count and the amount range of withdrawals do not apply: the balance goes back whole.
 */
async function payoutFigures(db: Executor, memberId: number, balanceMinor: number) {
  const lock = await bonusLockOf(db, memberId, balanceMinor);
  const withdrawableMinor = balanceMinor - lock.lockedMinor;
  const settings = await loadSettings(db);
  const feeMinor = withdrawableMinor > 0 ? withdrawalFee(withdrawableMinor, settings) : 0;
  return { turnoverRemainingMinor: lock.turnoverRemaining, withdrawableMinor, feeMinor };
}

/**
 * Called when a member whose identity was just proven is refused for a time-out or
 * self-exclusion: the browser is marked so free play there waits for the exclusion's end, and
 * when money is on the balance and a payout account is on file, a payout offer (with a fresh
 * single-use ticket, only its hash stored) goes into the refusal. Nothing else is opened.
 */
export async function excludedLoginRefusal(
  db: Executor,
  memberId: number,
  exclusion: Exclusion,
  clientId: string | undefined,
  now: Date,
): Promise<ApiError> {
  if (clientId) await markExcludedDevice(db, clientId, memberId, exclusion.until);
  const offer = await payoutOffer(db, memberId, now);
  return new ApiError('SELF_EXCLUDED', {
    kind: exclusion.kind,
    until: exclusion.until.toISOString(),
    ...(offer ? { payout: offer } : {}),
  });
}

async function payoutOffer(
  db: Executor,
  memberId: number,
  now: Date,
): Promise<ExclusionPayoutOffer | null> {
  const wallet = await walletOf(db, memberId);
  if (!wallet || wallet.balanceMinor <= 0) return null;
  const accounts = await memberPayoutAccounts(db, memberId);
  if (accounts.length === 0) return null;
  const [brand] = await db
    .select({ currencyCode: brands.currencyCode, currencySymbol: brands.currencySymbol })
    .from(brands)
    .orderBy(asc(brands.id))
    .limit(1);
  const figures = await payoutFigures(db, memberId, wallet.balanceMinor);
  const ticket = newSessionToken();
  const expiresAt = new Date(now.getTime() + EXCLUSION_TICKET_MS);
  // Every refused login offers a new ticket: the member's unused ones that have expired go
  // now, so the table holds at most the last 15 minutes' offers (used ones stay: they name
  // their withdrawal).
  await db
    .delete(rgExclusionTickets)
    .where(
      and(
        eq(rgExclusionTickets.memberId, memberId),
        isNull(rgExclusionTickets.usedAt),
        lte(rgExclusionTickets.expiresAt, now),
      ),
    );
  await db
    .insert(rgExclusionTickets)
    .values({ memberId, tokenHash: hashToken(ticket), createdAt: now, expiresAt });
  return {
    ticket,
    expiresAt: expiresAt.toISOString(),
    currency: brand?.currencyCode ?? wallet.currencyCode,
    currencySymbol: brand?.currencySymbol ?? '',
    balance: toMajor(wallet.balanceMinor),
    withdrawable: toMajor(figures.withdrawableMinor),
    turnoverRemaining: toMajor(figures.turnoverRemainingMinor),
    fee: toMajor(figures.feeMinor),
    accounts: accounts.map(toPayoutAccountDto),
  };
}

/** Free play on this browser waits until the (longest) exclusion seen on it ends. */
async function markExcludedDevice(db: Executor, clientId: string, memberId: number, until: Date) {
  await db
    .insert(rgExcludedDevices)
    .values({ clientId, memberId, until })
    .onConflictDoUpdate({
      target: rgExcludedDevices.clientId,
      set: { memberId, until },
      setWhere: sql`${rgExcludedDevices.until} < ${until}`,
    });
}

/** TRIAL_EXCLUDED_DEVICE (with the end) when an excluded member's login was refused here. */
export async function refuseTrialOnExcludedDevice(
  db: Executor,
  clientId: string | undefined,
  now: Date,
): Promise<void> {
  if (!clientId) return;
  const [device] = await db
    .select()
    .from(rgExcludedDevices)
    .where(eq(rgExcludedDevices.clientId, clientId));
  if (device && device.until.getTime() > now.getTime()) {
    throw new ApiError('TRIAL_EXCLUDED_DEVICE', { until: device.until.toISOString() });
  }
}

/**
 * POST /wps/rg/exclusion/payout: the ticket of a refused excluded login requests the payout of
 * the whole withdrawable balance to one of the member's accounts, PENDING for an operator like
 * any withdrawal. The same ticket and account again answer the same withdrawal; a ticket used
 * for another account, expired, unknown, or whose member is no longer excluded:
 * EXCLUSION_TICKET_INVALID. An account not the member's: NOT_FOUND.
 */
export async function requestExclusionPayout(
  db: Executor,
  body: { ticket: string; accountId: number },
  now: Date,
): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(rgExclusionTickets)
      .where(eq(rgExclusionTickets.tokenHash, hashToken(body.ticket)))
      .for('update');
    if (!ticket) throw new ApiError('EXCLUSION_TICKET_INVALID', { reason: 'UNKNOWN' });
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.id, body.accountId),
          eq(payoutAccounts.memberId, ticket.memberId),
          isNull(payoutAccounts.removedAt),
        ),
      );
    if (ticket.usedAt) {
      if (ticket.accountId === body.accountId && ticket.withdrawalNo && account) {
        const [done] = await tx
          .select()
          .from(withdrawals)
          .where(eq(withdrawals.withdrawalNo, ticket.withdrawalNo));
        return toWithdrawalDto(done!, account);
      }
      throw new ApiError('EXCLUSION_TICKET_INVALID', { reason: 'USED' });
    }
    if (ticket.expiresAt.getTime() <= now.getTime()) {
      throw new ApiError('EXCLUSION_TICKET_INVALID', { reason: 'EXPIRED' });
    }
    if (!activeExclusion(await readSettings(tx, ticket.memberId), now)) {
      throw new ApiError('EXCLUSION_TICKET_INVALID', { reason: 'NOT_EXCLUDED' });
    }
    if (!account) throw new ApiError('NOT_FOUND');
    const row = await payOutWholeBalance(
      tx,
      ticket.memberId,
      account,
      `exclusion:${ticket.id}`,
      now,
    );
    await tx
      .update(rgExclusionTickets)
      .set({ usedAt: now, accountId: account.id, withdrawalNo: row.withdrawalNo })
      .where(eq(rgExclusionTickets.id, ticket.id));
    return toWithdrawalDto(row, account);
  });
}

/**
 * The whole withdrawable balance as a PENDING withdrawal to `account` (wallet locked, inside the
 * caller's transaction). Nothing on the balance: INSUFFICIENT_FUNDS; a balance that is all bonus
 * under turnover: TURNOVER_REQUIRED, as for any withdrawal.
 */
export async function payOutWholeBalance(
  tx: Executor,
  memberId: number,
  account: AccountRow,
  requestId: string,
  now: Date,
) {
  const [wallet] = await tx
    .select()
    .from(wallets)
    .where(eq(wallets.memberId, memberId))
    .for('update');
  if (!wallet || wallet.balanceMinor <= 0) throw new ApiError('INSUFFICIENT_FUNDS');
  const figures = await payoutFigures(tx, memberId, wallet.balanceMinor);
  if (figures.withdrawableMinor <= 0) {
    throw new ApiError('TURNOVER_REQUIRED', { remaining: toMajor(figures.turnoverRemainingMinor) });
  }
  return placePendingWithdrawal(
    tx,
    {
      memberId,
      walletId: wallet.id,
      account,
      amountMinor: figures.withdrawableMinor,
      feeMinor: figures.feeMinor,
      requestId,
    },
    now,
  );
}
