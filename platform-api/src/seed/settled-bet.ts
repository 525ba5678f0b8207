import type { Executor } from '../db/database.js';
import { betRecords } from '../db/schema/index.js';
import { postMemberMovement } from '../features/wallet/ledger.js';

export interface SeededBet {
  memberId: number;
  walletId: number;
  gameId: number;
  /** The bet record's reference; the ledger takes `<reference>:bet` and `<reference>:win`. */
  reference: string;
  stakeMinor: number;
  payoutMinor: number;
  /** When the bet was placed and settled; its ledger movements carry the same time. */
  at: Date;
  /** The transaction record's description, `<vendor> <game>` as the live games write it. */
  memo: string;
}

/**
 * A settled bet of the demo history the way a live round writes it (features/play/slot-service):
 * the stake debited through the ledger, the bet recorded, a win credited, all at the bet's time.
 * The bet record is the key: when it exists already nothing is posted, so a forced re-seed (and
 * a database seeded before the bets went through the ledger) is left as it is. Answers whether
 * the bet was written now.
 */
export async function seedSettledBet(executor: Executor, bet: SeededBet): Promise<boolean> {
  const [recorded] = await executor
    .insert(betRecords)
    .values({
      memberId: bet.memberId,
      gameId: bet.gameId,
      reference: bet.reference,
      stakeMinor: bet.stakeMinor,
      payoutMinor: bet.payoutMinor,
      status: 'SETTLED',
      placedAt: bet.at,
      settledAt: bet.at,
    })
    .onConflictDoNothing()
    .returning({ id: betRecords.id });
  if (!recorded) return false;
  await postMemberMovement(executor, {
    walletId: bet.walletId,
    kind: 'BET',
    counter: 'gaming',
    amountMinor: -bet.stakeMinor,
    reference: `${bet.reference}:bet`,
    memo: bet.memo,
    at: bet.at,
  });
  if (bet.payoutMinor > 0) {
    await postMemberMovement(executor, {
      walletId: bet.walletId,
      kind: 'PAYOUT',
      counter: 'gaming',
      amountMinor: bet.payoutMinor,
      reference: `${bet.reference}:win`,
      memo: bet.memo,
      at: bet.at,
    });
  }
  return true;
}
