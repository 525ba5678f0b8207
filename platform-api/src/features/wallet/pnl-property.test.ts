import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { RecordPeriod } from '../../contract/wallet.js';
import { selectRows } from '../../db/database.js';
import { betRecords } from '../../db/schema/index.js';
import { SeededRandom } from '../../seed/random.js';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { gameOf } from '../games/test-helpers.js';
import { placeStake } from '../games/index.js';
import { playSlotRound } from '../play/index.js';
import { postMemberMovement } from './ledger.js';
import { reconcile } from './reconcile.js';
import { profitAndLoss, resolvePeriod, transactionRecord, type Period } from './records-service.js';
import { decideWithdrawal, requestWithdrawal } from './withdraw-service.js';

/**
 * Property: for random sequences of every kind of money movement, over any period, the profit
 * and loss lines add up to the ledger's movements of the period (the transaction record's sum),
 * and the transaction record of all time sums to the balance.
 */

const HOUR = 3_600_000;
let t: TestApp;
let member: { id: number; walletId: number; currency: string };
let payoutAccountId: number;
let slot: number;

before(async () => {
  t = await createTestApp();
  const username = 'team14';
  const token = await t.login(username, 'member1234');
  const [row] = await selectRows<{ id: number; wallet_id: number; currency: string }>(
    t.database.db,
    sql`SELECT m.id, w.id AS wallet_id, w.currency_code AS currency
          FROM members m JOIN wallets w ON w.member_id = m.id WHERE m.username = ${username}`,
  );
  member = { id: row!.id, walletId: row!.wallet_id, currency: row!.currency };
  const call = (url: string, payload: object) =>
    t.request({ method: 'POST', url, headers: bearer(token), payload });
  const set = await call('/wps/withdraw/payment-password', {
    currentPassword: 'member1234',
    newPassword: '246813',
    confirmPassword: '246813',
  });
  assert.equal(set.statusCode, 200, set.body);
  const account = await call('/wps/withdraw/accounts', {
    kind: 'BANK',
    provider: 'Test Bank',
    accountNo: '6222000011112222',
    payeeName: 'Team Twenty',
    paymentPassword: '246813',
  });
  assert.equal(account.statusCode, 200, account.body);
  payoutAccountId = (JSON.parse(account.body) as { value: { id: number } }).value.id;
  slot = await gameOf(t, 'LOBBY');
});
after(async () => {
  assert.equal((await reconcile(t.database.db)).ok, true);
  await t.close();
});

const db = () => t.database.db;
let sequence = 0;
const ref = (what: string) => `pnl-property:${what}:${(sequence += 1)}`;

type Step = (at: Date, random: SeededRandom) => Promise<void>;
const pendingWithdrawals: string[] = [];
const openBets: Array<{ reference: string; stakeMinor: number }> = [];

const credit =
  (kind: 'DEPOSIT' | 'BONUS' | 'RED_RAIN' | 'REFERRAL' | 'MALL_REDEEM' | 'REBATE' | 'ADJUSTMENT') =>
  async (at: Date, random: SeededRandom) => {
    const counter =
      kind === 'DEPOSIT' ? 'cash:SEED' : kind === 'ADJUSTMENT' ? 'adjustment' : 'bonus';
    await postMemberMovement(db(), {
      walletId: member.walletId,
      kind,
      counter,
      amountMinor: random.int(1, 50_000),
      reference: ref(kind),
      at,
    });
  };

const balance = async () => {
  const [row] = await selectRows<{ main: string }>(
    db(),
    sql`SELECT balance_minor AS main FROM wallets WHERE id = ${member.walletId}`,
  );
  return Number(row!.main);
};

const steps: Record<string, Step> = {
  deposit: credit('DEPOSIT'),
  bonus: credit('BONUS'),
  redEnvelope: credit('RED_RAIN'),
  referral: credit('REFERRAL'),
  mall: credit('MALL_REDEEM'),
  rebate: credit('REBATE'),
  adjustment: credit('ADJUSTMENT'),
  async withdraw(at, random) {
    const available = await balance();
    if (available < 10_000) return;
    const [count] = await selectRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM withdrawals WHERE member_id = ${member.id}
            AND created_at >= ${new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`)}`,
    );
    if ((count?.n ?? 0) >= 5) return;
    const amountMinor = random.int(10_000, Math.min(available, 500_000));
    const request = await requestWithdrawal(
      db(),
      { id: member.id },
      member.currency,
      { amountMinor, payoutAccountId, paymentPassword: '246813' },
      at,
    );
    pendingWithdrawals.push(request.withdrawalNo);
  },
  async decideWithdrawal(at, random) {
    const withdrawalNo = pendingWithdrawals.shift();
    if (!withdrawalNo) return;
    const approve = random.chance(0.5);
    await db().transaction((tx) =>
      decideWithdrawal(tx, withdrawalNo, { approve, reason: approve ? undefined : 'no' }, at),
    );
  },
  async slotSpin(at, random) {
    if ((await balance()) < 1_000) return;
    await playSlotRound(db(), {
      memberId: member.id,
      gameId: slot,
      roundId: ref('spin'),
      stakeMinor: random.int(100, 1_000),
      currencyCode: member.currency,
      now: at,
      random: () => random.next(),
    });
  },
  async openBet(at, random) {
    if ((await balance()) < 1_000) return;
    const reference = ref('open');
    const stakeMinor = random.int(100, 1_000);
    await placeStake(
      db(),
      { memberId: member.id, walletId: member.walletId, stakeMinor, now: at, reference, memo: 'x' },
      async (tx) => {
        await tx.insert(betRecords).values({
          memberId: member.id,
          gameId: slot,
          reference,
          stakeMinor,
          payoutMinor: 0,
          status: 'OPEN',
          placedAt: at,
        });
      },
    );
    openBets.push({ reference, stakeMinor });
  },
  // An open bet settles later, perhaps on another day than its stake: won, lost or cancelled.
  async settleBet(at, random) {
    const bet = openBets.shift();
    if (!bet) return;
    const outcome = random.pick(['WON', 'LOST', 'CANCELLED'] as const);
    const payoutMinor = outcome === 'WON' ? bet.stakeMinor * 2 : 0;
    await db().transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE bet_records SET status = ${outcome === 'CANCELLED' ? 'CANCELLED' : 'SETTLED'},
                   payout_minor = ${payoutMinor}, settled_at = ${at}
             WHERE reference = ${bet.reference}`,
      );
      if (outcome === 'LOST') return;
      await postMemberMovement(tx, {
        walletId: member.walletId,
        kind: outcome === 'WON' ? 'PAYOUT' : 'BET_REFUND',
        counter: 'gaming',
        amountMinor: outcome === 'WON' ? payoutMinor : bet.stakeMinor,
        reference: `${bet.reference}:${outcome === 'WON' ? 'win' : 'refund'}`,
        at,
      });
    });
  },
};

const minor = (major: number) => Math.round(major * 100);

async function recordSum(period: Period): Promise<number> {
  let sum = 0;
  let cursor: string | undefined;
  do {
    const page = await transactionRecord(db(), member.id, { cursor, pageSize: 100 }, period);
    sum += page.list.reduce((total, item) => total + minor(item.amount), 0);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return sum;
}

async function assertPnlReconciles(period: Period, label: string) {
  const pnl = await profitAndLoss(db(), member.id, period);
  const lines =
    minor(pnl.deposits) -
    minor(pnl.withdrawals) -
    minor(pnl.withdrawalsPending) -
    minor(pnl.stakes) +
    minor(pnl.payouts) +
    minor(pnl.openBets) +
    minor(pnl.bonuses) +
    minor(pnl.rebates) +
    minor(pnl.adjustments);
  const movements = await recordSum(period);
  assert.equal(lines, minor(pnl.netMovement), `${label}: the lines add up to the net movement`);
  assert.equal(minor(pnl.netMovement), movements, `${label}: P&L equals the ledger's movements`);
}

describe('profit and loss reconciles with the ledger (property)', () => {
  test('random sequences of every movement, every period', async () => {
    const random = new SeededRandom(Number(process.env.PNL_SEED ?? 33));
    const names = Object.keys(steps);
    const end = t.clock.now().getTime();
    // The sequence runs over the last 20 days up to the clock's now, so periods cut through it.
    let at = end - 20 * 24 * HOUR;
    while (at < end) {
      await steps[random.pick(names)]!(new Date(at), random);
      at += random.int(1, 14) * HOUR;
    }
    const now = t.clock.now();
    const presets: RecordPeriod[] = ['today', 'yesterday', 'last7', 'last30'];
    for (const preset of presets) {
      await assertPnlReconciles(resolvePeriod({ period: preset }, now, 'UTC'), preset);
    }
    for (let i = 0; i < 8; i += 1) {
      const a = random.int(0, 25);
      const b = random.int(0, 25);
      const day = (back: number) =>
        new Date(now.getTime() - back * 24 * HOUR).toISOString().slice(0, 10);
      const period = resolvePeriod(
        { period: 'custom', startDate: day(Math.max(a, b)), endDate: day(Math.min(a, b)) },
        now,
        'UTC',
      );
      await assertPnlReconciles(period, `${period.startDate}..${period.endDate}`);
    }
    // The record over the whole year back is every movement since the wallet opened.
    const year = resolvePeriod(
      {
        period: 'custom',
        startDate: new Date(now.getTime() - 364 * 24 * HOUR).toISOString().slice(0, 10),
        endDate: now.toISOString().slice(0, 10),
      },
      now,
      'UTC',
    );
    assert.equal(await recordSum(year), await balance(), 'the record sums to the balance');
  });

  test('bonus kinds, and paid and pending withdrawals, are told apart', async () => {
    // A day after the random sequence, so the day's withdrawal count is free.
    t.clock.advance(24 * HOUR);
    const at = t.clock.now();
    const period = resolvePeriod({ period: 'today' }, at, 'UTC');
    const before = await profitAndLoss(db(), member.id, period);
    await credit('DEPOSIT')(at, { int: () => 100_000 } as unknown as SeededRandom);
    for (const [kind, amountMinor] of [
      ['RED_RAIN', 1_202],
      ['BONUS', 1_200],
      ['REFERRAL', 2_000],
    ] as const) {
      await postMemberMovement(db(), {
        walletId: member.walletId,
        kind,
        counter: 'bonus',
        amountMinor,
        reference: ref(kind),
        at,
      });
    }
    const pending = await requestWithdrawal(
      db(),
      { id: member.id },
      member.currency,
      { amountMinor: 40_000, payoutAccountId, paymentPassword: '246813' },
      at,
    );
    const after = await profitAndLoss(db(), member.id, period);
    assert.equal(minor(after.bonuses) - minor(before.bonuses), 1_202 + 1_200 + 2_000);
    assert.equal(pending.status, 'PENDING');
    assert.equal(minor(after.withdrawals), minor(before.withdrawals), 'pending is not paid');
    assert.equal(minor(after.withdrawalsPending) - minor(before.withdrawalsPending), 40_000);
    await assertPnlReconciles(period, 'today');
  });
});
