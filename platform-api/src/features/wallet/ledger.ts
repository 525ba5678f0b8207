import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { ledgerEntries, wallets, type LedgerKind } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';

export interface LedgerPosting {
  walletId: number;
  kind: LedgerKind;
  /** Signed integer minor units: credits positive, debits negative. */
  amountMinor: number;
  /** Unique per business event; posting the same reference twice changes nothing. */
  reference: string;
  memo?: string;
}

export interface LedgerResult {
  entryId: number;
  balanceAfter: number;
  /** True when the reference had already been posted and nothing changed. */
  duplicate: boolean;
}

export class LedgerConflictError extends Error {
  constructor(reference: string) {
    super(`Ledger reference ${reference} was already used for a different posting`);
    this.name = 'LedgerConflictError';
  }
}

/**
 * The only way a balance changes. Inside one transaction it locks the wallet row
 * (SELECT ... FOR UPDATE), so concurrent postings on a wallet queue up; re-checks the
 * reference under the lock for idempotency; refuses to go below zero; then appends the entry
 * and stores the new balance.
 */
export async function postToLedger(
  executor: Executor,
  posting: LedgerPosting,
): Promise<LedgerResult> {
  if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor === 0) {
    throw new RangeError('amountMinor must be a non-zero safe integer');
  }
  if (posting.reference.length === 0 || posting.reference.length > 128) {
    throw new RangeError('reference must have 1 to 128 characters');
  }
  return executor.transaction(async (tx) => {
    const [wallet] = await tx
      .select({ id: wallets.id, balanceMinor: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.id, posting.walletId))
      .for('update');
    if (!wallet) throw new RangeError(`wallet ${posting.walletId} does not exist`);

    const [existing] = await tx
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, posting.reference))
      .limit(1);
    if (existing) {
      const same =
        existing.walletId === posting.walletId &&
        existing.amountMinor === posting.amountMinor &&
        existing.kind === posting.kind;
      if (!same) throw new LedgerConflictError(posting.reference);
      return { entryId: existing.id, balanceAfter: existing.balanceAfter, duplicate: true };
    }

    const balanceAfter = wallet.balanceMinor + posting.amountMinor;
    if (balanceAfter < 0) throw new ApiError('INSUFFICIENT_FUNDS');
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        walletId: wallet.id,
        kind: posting.kind,
        amountMinor: posting.amountMinor,
        balanceAfter,
        reference: posting.reference,
        memo: posting.memo ?? null,
      })
      .returning({ id: ledgerEntries.id });
    await tx
      .update(wallets)
      .set({ balanceMinor: balanceAfter, updatedAt: new Date() })
      .where(eq(wallets.id, wallet.id));
    return { entryId: entry!.id, balanceAfter, duplicate: false };
  });
}

/** The member's wallet, created empty on first use. */
export async function ensureWallet(
  executor: Executor,
  memberId: number,
  currencyCode: string,
): Promise<{ id: number; balanceMinor: number }> {
  await executor
    .insert(wallets)
    .values({ memberId, currencyCode })
    .onConflictDoNothing({ target: wallets.memberId });
  const [wallet] = await executor
    .select({ id: wallets.id, balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return wallet!;
}
