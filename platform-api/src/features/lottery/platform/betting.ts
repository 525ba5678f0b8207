import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { lotteryBettingBody } from '../../../contract/lottery.js';
import { rowsOf, type Db, type Executor } from '../../../db/database.js';
import { lotteryOrders, lotterySuborders, wallets } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { toMajor } from '../../../http/money.js';
import { guardLimits } from '../../rg/index.js';
import {
  ensureWallet,
  LedgerConflictError,
  postTransactionsInTransaction,
} from '../../wallet/index.js';
import { lockOpenDraws } from './draw-lock.js';
import { brandOfMember, oddsInForce } from './odds.js';
import { lotteryGameOf, scheduleOf, type LotteryGame } from './draws.js';
import { onSale, slotOfNumero, slotsFrom, type DrawSlot, type GameSchedule } from './schedule.js';
import { maxSeriesOf } from './series.js';
import { amountMinorOf, MODES, parseSlip, rebateMinorOf } from './slip.js';

/** A chase covers at most this many draws from the one on sale. */
export const MAX_CHASE_DRAWS = 120;

export type BettingInput = z.output<typeof lotteryBettingBody>;

interface Target {
  slot: DrawSlot;
  multiple: number;
}

/** The draws an order covers: the one on sale, or a chase's draws from it on. */
function targetsOf(schedule: GameSchedule, input: BettingInput, now: Date): Target[] {
  const sale = onSale(schedule, now);
  const check = (text: string, path: string): DrawSlot => {
    const slot = slotOfNumero(schedule, text);
    if (!slot) {
      throw new ApiError('INVALID_INPUT', null, [{ path, messageKey: 'invalid_input' }]);
    }
    if (slot.key < sale.key) throw new ApiError('DRAW_CLOSED', { numero: sale.numero });
    return slot;
  };
  const current = check(input.currentNumero, 'currentNumero');
  if (current.key !== sale.key) throw new ApiError('NUMERO_NOT_OPEN', { numero: sale.numero });
  if (!input.chase) {
    if (input.chaseSlip?.length) {
      throw new ApiError('INVALID_INPUT', null, [
        { path: 'chaseSlip', messageKey: 'invalid_input' },
      ]);
    }
    if (input.winningStop) {
      throw new ApiError('INVALID_INPUT', null, [
        { path: 'winningStop', messageKey: 'invalid_input' },
      ]);
    }
    return [{ slot: current, multiple: 1 }];
  }
  const slip = input.chaseSlip ?? [];
  if (slip.length < 1) {
    throw new ApiError('INVALID_INPUT', null, [{ path: 'chaseSlip', messageKey: 'invalid_input' }]);
  }
  const window = slotsFrom(schedule, sale, MAX_CHASE_DRAWS);
  const last = window[window.length - 1]!;
  let previous = -Infinity;
  return slip.map((entry, index) => {
    const slot = check(entry.numero, `chaseSlip.${index}.numero`);
    if (slot.key > last.key) throw new ApiError('NUMERO_NOT_OPEN', { numero: entry.numero });
    if (slot.key <= previous || (index === 0 && slot.key !== sale.key)) {
      // A chase starts at the draw on sale and goes forward, each draw once.
      throw new ApiError('INVALID_INPUT', null, [
        { path: `chaseSlip.${index}.numero`, messageKey: 'invalid_input' },
      ]);
    }
    previous = slot.key;
    return { slot, multiple: entry.multiple };
  });
}

const orderNumberOf = (now: Date) =>
  `LG${now.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

interface Placement {
  memberId: number;
  currencyCode: string;
  now: Date;
}

/**
 * Places an order: every line counted again and checked against the game's settings, each
 * (line, draw) a sub-order, paid in full in one BET ledger transaction (with the series rebate
 * as a REBATE transaction beside it), a bet record per sub-order, all in one database
 * transaction behind the responsible-gaming limits. The client key makes it idempotent.
 */
export async function placeOrder(db: Db, input: BettingInput, who: Placement) {
  const game = await lotteryGameOf(db, input.gameId);
  const schedule = scheduleOf(game);
  const targets = targetsOf(schedule, input, who.now);
  const maxSeries = await maxSeriesOf(db, who.memberId);
  const lines = parseSlip(input.bettingSlipString, {
    ...game,
    maxSeries,
    drawTimes: targets.map((target) => target.slot.drawAt),
  });

  const subs = targets.flatMap((target, drawIndex) =>
    lines.map((line) => {
      if (line.multiple * target.multiple > game.maxMultiple) {
        throw new ApiError('INVALID_INPUT', { max: game.maxMultiple }, [
          { path: `chaseSlip.${drawIndex}.multiple`, messageKey: 'invalid_input' },
        ]);
      }
      const amountMinor = amountMinorOf(line, target.multiple);
      if (amountMinor === null) {
        throw new ApiError('INVALID_INPUT', { line: line.lineNo, reason: 'whole cents' }, [
          { path: `bettingSlipString.${line.lineNo}.multiple`, messageKey: 'invalid_input' },
        ]);
      }
      return {
        line,
        target,
        amountMinor,
        rebateMinor: rebateMinorOf(line, amountMinor, maxSeries),
      };
    }),
  );
  const totalMinor = subs.reduce((sum, sub) => sum + sub.amountMinor, 0);
  if (totalMinor > game.maxOrderMinor) {
    throw new ApiError('AMOUNT_OUT_OF_RANGE', { min: 0.01, max: toMajor(game.maxOrderMinor) }, [
      { path: 'bettingSlipString', messageKey: 'amount_out_of_range' },
    ]);
  }
  const rebateMinor = subs.reduce((sum, sub) => sum + sub.rebateMinor, 0);
  const wallet = await ensureWallet(db, who.memberId, who.currencyCode);
  const orderNumber = orderNumberOf(who.now);
  // The brand's odds in force now, kept on each sub-order: settlement pays these, whatever the
  // brand sets later. Read before the order's transaction, so its locks are held for writes only;
  // only Entertainment plays have odds (Tradition pays by series), so only they ask the brand.
  const plays = subs.map(({ line }) => line.play);
  const odds = plays.some((play) => play.playType === 'ENTERTAINMENT')
    ? await oddsInForce(db, await brandOfMember(db, who.memberId), plays)
    : new Map<number, number>();

  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(lotteryOrders)
        .values({
          orderNumber,
          memberId: who.memberId,
          gameId: game.gameId,
          clientKey: input.clientKey,
          chase: input.chase,
          winningStop: input.winningStop,
          numero: targets[0]!.slot.numero,
          totalMinor,
          rebateMinor,
          createdAt: who.now,
        })
        .onConflictDoNothing({ target: [lotteryOrders.memberId, lotteryOrders.clientKey] })
        .returning();
      if (!order) return replay(tx, who.memberId, input.clientKey, wallet.id);
      // The draw rows (seed and commitment) exist before anyone has bet on them: made here by
      // the order that first needs them (most orders find them and lock them in one statement).
      await lockOpenDraws(
        tx,
        game.gameId,
        targets.map((target) => target.slot),
        who.now,
      );

      await guardLimits(tx, who.memberId, ['LOSS', 'WAGER'], totalMinor, who.now);
      const memo = `${game.nameEn} ${order.numero}${input.chase ? ` +${targets.length - 1}` : ''}`;
      // The stake and the series rebate in one bulk posting: the wallet row is locked once, and
      // each table written once, for the two balanced transactions (the stake first, so a
      // balance short of it is refused before the rebate counts).
      const movement = (kind: 'BET' | 'REBATE', amountMinor: number, reference: string) => ({
        kind,
        reference,
        memo: kind === 'BET' ? memo : `series rebate ${memo}`,
        at: who.now,
        postings: [
          { account: { walletId: wallet.id, side: 'main' as const }, amountMinor },
          { account: { house: 'gaming' as const }, amountMinor: -amountMinor },
        ],
      });
      // In this transaction without a savepoint: any refusal ends the whole order.
      const posted = await postTransactionsInTransaction(tx, [
        movement('BET', -totalMinor, `lgw:${orderNumber}:bet`),
        ...(rebateMinor > 0 ? [movement('REBATE', rebateMinor, `lgw:${orderNumber}:rebate`)] : []),
      ]);
      const balance = posted.balances.get(wallet.id)!.main;
      await insertSuborders(tx, game, order, subs, odds, who.now);
      return {
        orderNumber,
        numero: order.numero,
        totalBettingAmount: toMajor(totalMinor),
        rebateAmount: toMajor(rebateMinor),
        subOrders: subs.length,
        balance: toMajor(balance),
        duplicate: false,
      };
    });
  } catch (error) {
    // Another order under the same ledger reference: only a clash of random order numbers.
    if (error instanceof LedgerConflictError) throw new ApiError('ROUND_REPLAYED');
    throw error;
  }
}

/**
 * The order's sub-orders and their bet records in one statement (one round trip, one parse, the
 * rows as one array per column however many lines and draws): the bet records are inserted from
 * the sub-orders it returns, so each has its sub-order's reference and stake.
 */
async function insertSuborders(
  tx: Executor,
  game: LotteryGame,
  order: typeof lotteryOrders.$inferSelect,
  subs: Array<{
    line: ReturnType<typeof parseSlip>[number];
    target: Target;
    amountMinor: number;
  }>,
  odds: Map<number, number>,
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    WITH placed AS (
      INSERT INTO lottery_suborders
        (order_id, member_id, game_id, numero, draw_at, line_no, play_id, balls, stakes, mode,
         series, multiple, amount_minor, reference, placed_at, chase, odds_cents)
      SELECT ${order.id}::bigint, ${order.memberId}::int, ${game.gameId}::int, v.numero, v.draw_at,
             v.line_no, v.play_id, v.balls, v.stakes, v.mode, v.series, v.multiple, v.amount_minor,
             v.reference, ${order.createdAt.toISOString()}::timestamptz, ${order.chase}::boolean,
             v.odds_cents
        FROM ${rowsOf(subs, [
          ['text', ({ target }) => target.slot.numero],
          ['timestamptz', ({ target }) => target.slot.drawAt.toISOString()],
          ['smallint', ({ line }) => line.lineNo],
          ['int', ({ line }) => line.play.id],
          ['text', ({ line }) => line.balls],
          ['int', ({ line }) => line.stakes],
          ['smallint', ({ line }) => MODES[line.mode].bit],
          ['int', ({ line }) => line.series],
          ['int', ({ line, target }) => line.multiple * target.multiple],
          ['bigint', ({ amountMinor }) => amountMinor],
          [
            'text',
            ({ line, target }) => `lgw:${order.orderNumber}:${line.lineNo}:${target.slot.numero}`,
          ],
          ['int', ({ line }) => odds.get(line.play.id) ?? null],
        ])}
          AS v(numero, draw_at, line_no, play_id, balls, stakes, mode, series, multiple,
               amount_minor, reference, odds_cents)
      RETURNING member_id, game_id, reference, amount_minor)
    INSERT INTO bet_records (member_id, game_id, reference, stake_minor, status, placed_at)
    SELECT member_id, game_id, reference, amount_minor, 'OPEN', ${now.toISOString()}::timestamptz
      FROM placed`);
}

/** The order a client key already placed: answered again, nothing paid twice. */
async function replay(tx: Executor, memberId: number, clientKey: string, walletId: number) {
  const [order] = await tx
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.clientKey, clientKey)));
  if (!order) throw new ApiError('ROUND_REPLAYED');
  const subs = await tx
    .select({ id: lotterySuborders.id })
    .from(lotterySuborders)
    .where(eq(lotterySuborders.orderId, order.id));
  const [wallet] = await tx
    .select({ balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .where(eq(wallets.id, walletId));
  return {
    orderNumber: order.orderNumber,
    numero: order.numero,
    totalBettingAmount: toMajor(order.totalMinor),
    rebateAmount: toMajor(order.rebateMinor),
    subOrders: subs.length,
    balance: toMajor(wallet?.balanceMinor ?? 0),
    duplicate: true,
  };
}
