import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { betRecords, games, vendors } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { toGameDto } from '../catalogue/dto.js';
import { findGame, isLotteryGame } from '../games/lookup.js';
import { placeStake } from '../games/stake.js';
import { lotteryBets, lotterySecret } from '../../db/schema/play.js';
import { ensureWallet, postMemberMovement } from '../wallet/ledger.js';
import {
  BET_CLOSE_MS,
  drawResult,
  drawTime,
  lastDrawn,
  openDraw,
  payoutMultiplier,
  type Pick,
} from './draws.js';

/** Highest stake of one lottery bet, minor units (1,000.00). */
export const MAX_LOTTERY_STAKE_MINOR = 100_000;

/**
 * The draw secret, read once per database: it never changes after migration 0008, and every
 * result (each settled bet, each recent draw) needs it.
 */
const secrets = new WeakMap<Db, string>();

async function drawSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (secret === undefined) {
    const [row] = await db.select().from(lotterySecret).where(eq(lotterySecret.id, 1));
    if (!row) throw new Error('lottery_secret has no row: migration 0008 not applied');
    secret = row.secret;
    secrets.set(db, secret);
  }
  return secret;
}

/** The result of one draw of one game (the same for every caller: derived from the secret). */
export async function drawResultOf(db: Db, gameId: number, drawNo: number): Promise<number> {
  return drawResult(await drawSecret(db), gameId, drawNo);
}

/** Lottery games in catalogue order, with the draw open now. */
export async function lotteryList(db: Db, language: string | undefined, now: Date) {
  const rows = await db
    .select({ game: games, vendor: vendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(
      and(
        inArray(vendors.category, ['LOTT', 'ELOTT']),
        eq(games.enabled, true),
        eq(vendors.enabled, true),
      ),
    )
    .orderBy(asc(vendors.sortOrder), asc(games.sortOrder), asc(games.id));
  const draw = openDraw(now);
  return rows.map((row) => ({
    ...toGameDto(row.game, row.vendor, language),
    drawNo: draw,
    drawAt: drawTime(draw).toISOString(),
    closesAt: new Date(drawTime(draw).getTime() - BET_CLOSE_MS).toISOString(),
  }));
}

/** Lottery vendors grouped by category, for the lottery menu. */
export async function lotteryMenu(db: Db) {
  const rows = await db
    .select({ vendor: vendors, gameCount: sql<number>`count(${games.id})::int` })
    .from(vendors)
    .innerJoin(games, and(eq(games.vendorCode, vendors.code), eq(games.enabled, true)))
    .where(and(inArray(vendors.category, ['LOTT', 'ELOTT']), eq(vendors.enabled, true)))
    .groupBy(vendors.code)
    .orderBy(asc(vendors.sortOrder));
  return (['LOTT', 'ELOTT'] as const).map((gameCategory) => ({
    gameCategory,
    vendors: rows
      .filter((row) => row.vendor.category === gameCategory)
      .map((row) => ({
        vassalage: row.vendor.code,
        displayName: row.vendor.displayName,
        gameCount: Number(row.gameCount),
      })),
  }));
}

/**
 * A bet on the open draw, debited through the ledger in the same transaction that records
 * it. `betId` (chosen by the client) makes it idempotent: a replay changes nothing.
 */
export async function placeLotteryBet(
  db: Db,
  input: {
    memberId: number;
    gameId: number;
    betId: string;
    drawNo: number;
    pick: Pick;
    stakeMinor: number;
    currencyCode: string;
    now: Date;
  },
) {
  const { game, vendor } = await findGame(db, input.gameId);
  if (!isLotteryGame(vendor)) throw new ApiError('NOT_FOUND');
  if (input.stakeMinor < game.minBetMinor || input.stakeMinor > MAX_LOTTERY_STAKE_MINOR) {
    throw new ApiError('INVALID_INPUT', null, [{ path: 'stake', messageKey: 'invalid_input' }]);
  }
  if (input.drawNo !== openDraw(input.now)) throw new ApiError('DRAW_CLOSED');
  const wallet = await ensureWallet(db, input.memberId, input.currencyCode);
  const reference = `lottery:${input.memberId}:${input.betId}`;
  const stake = {
    memberId: input.memberId,
    walletId: wallet.id,
    stakeMinor: input.stakeMinor,
    now: input.now,
    reference,
    memo: `${vendor.code} ${game.nameEn} draw ${input.drawNo}`,
  };
  return placeStake(db, stake, async (tx, balanceAfterMinor) => {
    const [bet] = await tx
      .insert(lotteryBets)
      .values({
        memberId: input.memberId,
        gameId: game.id,
        drawNo: input.drawNo,
        pick: input.pick,
        stakeMinor: input.stakeMinor,
        status: 'OPEN',
        reference,
        placedAt: input.now,
      })
      .returning();
    await tx.insert(betRecords).values({
      memberId: input.memberId,
      gameId: game.id,
      reference,
      stakeMinor: input.stakeMinor,
      status: 'OPEN',
      placedAt: input.now,
    });
    return { bet: toBetDto(bet!), balance: toMajor(balanceAfterMinor) };
  });
}

/**
 * Settles every open bet whose draw is drawn by `now` (of one member, or all): marks it
 * settled once (the status guard makes a concurrent settlement a no-op) and credits a win
 * through the ledger, in one transaction per bet. Returns how many it settled.
 */
export async function settleDueLotteryBets(db: Db, now: Date, memberId?: number): Promise<number> {
  const due = await db
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.status, 'OPEN'),
        lte(lotteryBets.drawNo, lastDrawn(now)),
        memberId === undefined ? undefined : eq(lotteryBets.memberId, memberId),
      ),
    )
    .orderBy(asc(lotteryBets.id))
    .limit(500);
  let settled = 0;
  for (const bet of due) {
    const result = await drawResultOf(db, bet.gameId, bet.drawNo);
    const payoutMinor = Math.round(bet.stakeMinor * payoutMultiplier(bet.pick as Pick, result));
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(lotteryBets)
        .set({ status: 'SETTLED', result, payoutMinor, settledAt: now })
        .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'OPEN')))
        .returning({ id: lotteryBets.id });
      if (!claimed) return false;
      await tx
        .update(betRecords)
        .set({ status: 'SETTLED', payoutMinor, settledAt: now })
        .where(eq(betRecords.reference, bet.reference));
      if (payoutMinor > 0) {
        const wallet = await ensureWallet(tx, bet.memberId, 'CNY');
        await postMemberMovement(tx, {
          walletId: wallet.id,
          kind: 'PAYOUT',
          counter: 'gaming',
          at: now,
          amountMinor: payoutMinor,
          reference: `${bet.reference}:win`,
          memo: `draw ${bet.drawNo} result ${result}`,
        });
      }
      return true;
    });
    if (done) settled += 1;
  }
  return settled;
}

/** The member's latest bets on one game (settling due ones first) and the last draws. */
export async function lotteryState(db: Db, memberId: number, gameId: number, now: Date) {
  await settleDueLotteryBets(db, now, memberId);
  const bets = await db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.gameId, gameId)))
    .orderBy(desc(lotteryBets.id))
    .limit(20);
  const last = lastDrawn(now);
  const recentDraws = await Promise.all(
    Array.from({ length: 10 }, (_, i) => last - i).map(async (drawNo) => ({
      drawNo,
      drawAt: drawTime(drawNo).toISOString(),
      result: await drawResultOf(db, gameId, drawNo),
    })),
  );
  const draw = openDraw(now);
  return {
    drawNo: draw,
    drawAt: drawTime(draw).toISOString(),
    closesAt: new Date(drawTime(draw).getTime() - BET_CLOSE_MS).toISOString(),
    serverTime: now.toISOString(),
    recentDraws,
    bets: bets.map(toBetDto),
  };
}

function toBetDto(bet: typeof lotteryBets.$inferSelect) {
  return {
    id: bet.id,
    drawNo: bet.drawNo,
    pick: bet.pick as Pick,
    stake: toMajor(bet.stakeMinor),
    status: bet.status,
    result: bet.result,
    payout: toMajor(bet.payoutMinor),
    placedAt: bet.placedAt.toISOString(),
  };
}
