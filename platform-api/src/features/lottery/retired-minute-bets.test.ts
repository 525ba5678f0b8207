import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { betRecords, members } from '../../db/schema/index.js';
import { lotteryBets } from '../../db/schema/play.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { assertLedgerBalances, balanceMinor, gameOf } from '../games/test-helpers.js';
import { ensureWallet, postMemberMovement } from '../wallet/index.js';
import { refundRetiredMinuteBets } from './retired-minute-bets.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** A bet of the retired minute lottery as it stood before the upgrade: staked through the ledger. */
async function legacyBet(username: string, stakeMinor: number, status: 'OPEN' | 'SETTLED') {
  const db = t.database.db;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, username));
  const gameId = await gameOf(t, 'TCG');
  const reference = `lottery:${member!.id}:retired-${status}-${stakeMinor}`;
  const wallet = await ensureWallet(db, member!.id, 'CNY');
  await postMemberMovement(db, {
    walletId: wallet.id,
    kind: 'BET',
    counter: 'gaming',
    at: t.clock.now(),
    amountMinor: -stakeMinor,
    reference,
    memo: 'minute lottery bet',
  });
  const values = {
    memberId: member!.id,
    gameId,
    reference,
    stakeMinor,
    status,
    placedAt: t.clock.now(),
  };
  await db.insert(lotteryBets).values({ ...values, drawNo: 29_000_000, pick: 'BIG' });
  await db.insert(betRecords).values(values);
  return reference;
}

const statusOf = async (reference: string) => {
  const [bet] = await t.database.db
    .select({ status: lotteryBets.status })
    .from(lotteryBets)
    .where(eq(lotteryBets.reference, reference));
  const [record] = await t.database.db
    .select({ status: betRecords.status })
    .from(betRecords)
    .where(eq(betRecords.reference, reference));
  return [bet!.status, record!.status];
};

describe('open bets of the retired minute lottery', () => {
  test('are refunded once through the ledger; settled bets keep their result', async () => {
    const start = await balanceMinor(t, 'demo');
    const open = await legacyBet('demo', 250, 'OPEN');
    const settled = await legacyBet('demo', 100, 'SETTLED');
    assert.equal(await balanceMinor(t, 'demo'), start - 350);

    assert.equal(await refundRetiredMinuteBets(t.database.db, t.clock.now()), 1);
    assert.equal(await balanceMinor(t, 'demo'), start - 100);
    assert.deepEqual(await statusOf(open), ['CANCELLED', 'CANCELLED']);
    assert.deepEqual(await statusOf(settled), ['SETTLED', 'SETTLED']);

    // A second server starting, or a restart: nothing more is refunded.
    assert.equal(await refundRetiredMinuteBets(t.database.db, t.clock.now()), 0);
    assert.equal(await balanceMinor(t, 'demo'), start - 100);
    await assertLedgerBalances(t);
  });
});
