import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { arrayParam, selectRows, type Db, type Executor } from '../../../db/database.js';
import {
  lotteryDraws,
  lotteryGames,
  lotteryOrders,
  lotterySuborders,
  SUBORDER_STATE,
} from '../../../db/schema/index.js';
import { playAt, type Judgement, type Play } from '../../../lottery-rules/index.js';
import { postTransactions, type TransactionInput } from '../../wallet/index.js';
import { drawDue, drawsToSettle } from './draws.js';
import { ledgerInputOf, walletsOf, writeOutcomes, type Outcome } from './outcomes.js';
import { defaultOddsCents } from './odds.js';
import { rules } from './rules.js';

/**
 * Sub-orders of the draw settled per database transaction (the draw row and their wallets
 * locked), plus the later sub-orders of the chases they stop. Large batches: much of a batch's
 * cost is per statement (each write and the statement triggers behind it run once over the
 * batch), so a draw of 100,000 sub-orders runs 20 of each instead of 100.
 */
export const SETTLE_BATCH = 5000;

/**
 * The columns settling reads of a sub-order: judging, the win, the ledger and the chase. Only
 * these, as every column read is parsed and mapped per row (a draw of 100,000 rows).
 */
const settleColumns = {
  id: lotterySuborders.id,
  orderId: lotterySuborders.orderId,
  memberId: lotterySuborders.memberId,
  drawAt: lotterySuborders.drawAt,
  playId: lotterySuborders.playId,
  balls: lotterySuborders.balls,
  stakes: lotterySuborders.stakes,
  series: lotterySuborders.series,
  amountMinor: lotterySuborders.amountMinor,
  reference: lotterySuborders.reference,
  oddsCents: lotterySuborders.oddsCents,
};

type SubRow = Pick<typeof lotterySuborders.$inferSelect, keyof typeof settleColumns>;

const oddsCentsOf = (sub: SubRow, play: Play) => sub.oddsCents ?? defaultOddsCents(play);

/**
 * What a sub-order won, in minor units, before the per-member cap. Unit amount = amount /
 * stakes (one combination's share). Tradition: unit × series / 2000 × fairMultiple;
 * Entertainment: unit × odds × winningStakes + unit × tieStakes (odds: the brand's in force when
 * the sub-order was placed, kept on it; the play's default for one placed before odds were kept).
 * Rounded down to the cent: the house keeps the fraction.
 */
export function winMinorOf(sub: SubRow, play: Play, judgement: Judgement): number {
  const unit = sub.amountMinor / sub.stakes;
  const raw =
    play.playType === 'TRADITION'
      ? unit * (sub.series / 2000) * judgement.fairMultiple + unit * judgement.tieStakes
      : (unit * oddsCentsOf(sub, play) * judgement.winningStakes) / 100 +
        unit * judgement.tieStakes;
  // A hair of tolerance: 1.98 × 100 is 197.99999999999997 in binary floating point.
  return Math.max(0, Math.floor(raw + 1e-6));
}

function judged(sub: SubRow, result: readonly string[]): { state: Outcome['state']; win: number } {
  const found = rules().playOf(sub.playId);
  if (!found) return { state: SUBORDER_STATE.SYSTEM_REFUND, win: sub.amountMinor };
  try {
    // Judged as the play stood at the sub-order's draw time (Mark Six's zodiac follows the
    // draw's lunar year), whenever it was placed or is settled.
    const play = playAt(found.play, sub.drawAt);
    const judgement = play.judge(play.parse(sub.balls), result);
    const win = winMinorOf(sub, found.play, judgement);
    if (win === 0) return { state: SUBORDER_STATE.LOST, win: 0 };
    const onlyTie =
      judgement.tieStakes > 0 && judgement.winningStakes === 0 && judgement.fairMultiple === 0;
    return { state: onlyTie ? SUBORDER_STATE.TIE : SUBORDER_STATE.WON, win };
  } catch {
    // The play's rules changed under a placed bet: give the stake back rather than guess.
    return { state: SUBORDER_STATE.SYSTEM_REFUND, win: sub.amountMinor };
  }
}

/**
 * Settles one batch of a draw's open sub-orders in one database transaction, holding the draw
 * row's lock (so two instances settle a draw one batch at a time, and each sub-order once: only
 * state 2 is picked). The batch is the rows read ahead (`ahead`) that are still open once locked;
 * with none read ahead, the first `batch` open ones. Returns false once nothing is left, after
 * marking the draw settled. Exported for the settlement tests (a row read ahead and then taken).
 */
export async function settleBatch(
  db: Db,
  gameId: number,
  numero: string,
  now: Date,
  batch: number,
  ahead: readonly SubRow[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.numero, numero)))
      .for('update');
    if (!draw || draw.settledAt || (draw.state !== 'DRAWN' && draw.state !== 'VOID')) {
      return false;
    }
    const subs = ahead.length > 0 ? await stillOpen(tx, ahead) : await firstOpen(tx, draw, batch);
    if (subs.length === 0) {
      // Every row read ahead was settled or cancelled meanwhile: the next read goes on.
      if (ahead.length > 0) return true;
      await tx
        .update(lotteryDraws)
        .set({ state: draw.state === 'VOID' ? 'VOID' : 'SETTLED', settledAt: now })
        .where(and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.numero, numero)));
      return false;
    }

    const outcomes: Outcome[] = [];
    if (draw.state === 'VOID') {
      for (const sub of subs)
        outcomes.push(outcomeOf(sub, SUBORDER_STATE.VOID_REFUND, sub.amountMinor, null));
    } else {
      const result = draw.result!.split(',');
      // Judged in memory first; the caps are asked for the batch's winners only.
      const judgements = subs.map((sub) => ({ sub, ...judged(sub, result) }));
      const capLeft = await capsLeft(
        tx,
        gameId,
        numero,
        judgements
          .filter((j) => j.state === SUBORDER_STATE.WON || j.state === SUBORDER_STATE.TIE)
          .map((j) => j.sub.memberId),
      );
      for (const { sub, state, win } of judgements) {
        let credit = win;
        if (state === SUBORDER_STATE.WON || state === SUBORDER_STATE.TIE) {
          // The game's highest win per member and draw: later sub-orders get what is left.
          const left = capLeft.get(sub.memberId)!;
          credit = Math.min(win, left);
          capLeft.set(sub.memberId, left - credit);
        }
        outcomes.push(outcomeOf(sub, state, credit, draw.result));
      }
      outcomes.push(...(await stoppedChases(tx, subs, outcomes, draw.drawAt)));
    }
    // One lock order for every write that follows (ledger rows, daily totals): by member, then
    // sub-order. The stopped chases' refunds are appended above; unsorted they would lock their
    // members' rows after the batch's, and two settlements of overlapping members could each
    // hold what the other waits for.
    outcomes.sort(byMemberThenId);

    const wallets = await walletsOf(
      tx,
      outcomes.map((o) => o.memberId),
    );
    const inputs = outcomes
      .map((o) => ledgerInputOf(o, wallets.get(o.memberId)!, now, `lottery ${gameId} ${numero}`))
      .filter((input): input is TransactionInput => input !== null);
    await postTransactions(tx, inputs);
    await writeOutcomes(tx, outcomes, now);
    return true;
  });
}

const byMemberThenId = (a: Outcome, b: Outcome) => a.memberId - b.memberId || a.id - b.id;

const openInDraw = (gameId: number, numero: string) =>
  and(
    eq(lotterySuborders.gameId, gameId),
    eq(lotterySuborders.numero, numero),
    eq(lotterySuborders.state, SUBORDER_STATE.NOT_DRAWN),
  );

/** The draw's first `batch` open sub-orders by member then id, locked. */
function firstOpen(tx: Executor, draw: { gameId: number; numero: string }, batch: number) {
  return tx
    .select(settleColumns)
    .from(lotterySuborders)
    .where(openInDraw(draw.gameId, draw.numero))
    .orderBy(asc(lotterySuborders.memberId), asc(lotterySuborders.id))
    .limit(batch)
    .for('update');
}

/**
 * The rows read ahead that are still open, locked (by member then id, as firstOpen locks): a
 * player's cancel or another instance may have taken some since they were read. Only the ids
 * come back; the rest of a row cannot change while it is open.
 */
async function stillOpen(tx: Executor, ahead: readonly SubRow[]): Promise<SubRow[]> {
  const locked = await tx
    .select({ id: lotterySuborders.id })
    .from(lotterySuborders)
    .where(
      and(
        sql`${lotterySuborders.id} = ANY(${arrayParam(
          ahead.map((sub) => sub.id),
          'bigint',
        )})`,
        eq(lotterySuborders.state, SUBORDER_STATE.NOT_DRAWN),
      ),
    )
    .orderBy(asc(lotterySuborders.memberId), asc(lotterySuborders.id))
    .for('update');
  const open = new Set(locked.map((row) => row.id));
  return ahead.filter((sub) => open.has(sub.id));
}

/**
 * The `batch` open sub-orders of the draw after `after` in (member, id) order, read without a
 * lock and outside any transaction: the next batch, read while this one is written. A promise
 * of its own, run once (awaiting a query builder twice would run it twice).
 */
export async function readAhead(
  db: Db,
  gameId: number,
  numero: string,
  after: SubRow | null,
  batch: number,
): Promise<SubRow[]> {
  return await db
    .select(settleColumns)
    .from(lotterySuborders)
    .where(
      and(
        openInDraw(gameId, numero),
        after
          ? sql`(${lotterySuborders.memberId}, ${lotterySuborders.id}) > (${after.memberId}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(lotterySuborders.memberId), asc(lotterySuborders.id))
    .limit(batch);
}

const outcomeOf = (
  sub: SubRow,
  state: Outcome['state'],
  creditMinor: number,
  winningNumber: string | null,
): Outcome => ({
  id: sub.id,
  memberId: sub.memberId,
  reference: sub.reference,
  amountMinor: sub.amountMinor,
  state,
  creditMinor,
  winningNumber,
});

/**
 * Per member with a win in the batch: the game's highest win per draw less what earlier batches
 * (this instance's or another's) paid them in this draw. Asked under the draw row's lock, so no
 * other batch pays in between; only the batch's winners are asked, from the states 4 and 16 of
 * the draw's (game, numero, state, member, id) index (migration 0053), so a batch costs the same
 * at the end of a large draw as at its start.
 */
async function capsLeft(
  tx: Executor,
  gameId: number,
  numero: string,
  winners: readonly number[],
): Promise<Map<number, number>> {
  const memberIds = [...new Set(winners)];
  if (memberIds.length === 0) return new Map();
  const [game] = await tx
    .select({ maxWinMinor: lotteryGames.maxWinMinor })
    .from(lotteryGames)
    .where(eq(lotteryGames.gameId, gameId));
  const paid = await selectRows<{ member_id: number; paid: string }>(
    tx,
    sql`SELECT member_id, sum(win_minor) AS paid FROM lottery_suborders
         WHERE game_id = ${gameId} AND numero = ${numero} AND state IN (4, 16)
           AND member_id = ANY(${arrayParam(memberIds, 'int')})
         GROUP BY member_id`,
  );
  const left = new Map(memberIds.map((id) => [id, game!.maxWinMinor]));
  for (const row of paid)
    left.set(row.member_id, Math.max(0, game!.maxWinMinor - Number(row.paid)));
  return left;
}

/**
 * Stop on win: a chase that won in this draw gives back every later sub-order still open
 * (state 6, stake refunded). They are locked here, by member then id as a settlement of their
 * own draw locks them (so the two cannot each hold what the other waits for); a player's cancel
 * of the same rows waits.
 */
async function stoppedChases(
  tx: Executor,
  subs: SubRow[],
  outcomes: Outcome[],
  drawAt: Date,
): Promise<Outcome[]> {
  const won = new Set(outcomes.filter((o) => o.state === SUBORDER_STATE.WON).map((o) => o.id));
  const orderIds = [...new Set(subs.filter((sub) => won.has(sub.id)).map((sub) => sub.orderId))];
  if (orderIds.length === 0) return [];
  const stopping = await tx
    .select({ id: lotteryOrders.id })
    .from(lotteryOrders)
    .where(
      and(
        inArray(lotteryOrders.id, orderIds),
        eq(lotteryOrders.chase, true),
        eq(lotteryOrders.winningStop, true),
      ),
    );
  if (stopping.length === 0) return [];
  const later = await tx
    .select(settleColumns)
    .from(lotterySuborders)
    .where(
      and(
        inArray(
          lotterySuborders.orderId,
          stopping.map((order) => order.id),
        ),
        eq(lotterySuborders.state, SUBORDER_STATE.NOT_DRAWN),
        gt(lotterySuborders.drawAt, drawAt),
      ),
    )
    .orderBy(asc(lotterySuborders.memberId), asc(lotterySuborders.id))
    .for('update');
  return later.map((sub) => outcomeOf(sub, SUBORDER_STATE.CHASE_STOPPED, sub.amountMinor, null));
}

/**
 * Settles one draw completely (batch after batch of `batch` sub-orders of the draw); safe to run
 * twice or on two instances.
 */
export async function settleDraw(
  db: Db,
  gameId: number,
  numero: string,
  now: Date,
  batch = SETTLE_BATCH,
) {
  // Each batch's rows are read (on another pooled connection) while the batch before is being
  // written, so reading and mapping them, about a fifth of this process's time in a draw, waits
  // on no write. Once a read comes back short, the rest is taken by firstOpen under the lock.
  let ahead = readAhead(db, gameId, numero, null, batch);
  for (;;) {
    const rows = await ahead;
    ahead = rows.length === batch ? readAhead(db, gameId, numero, rows.at(-1)!, batch) : noRows;
    // Awaited on the next turn; if this batch throws first, its failure is not unhandled.
    ahead.catch(() => undefined);
    if (!(await settleBatch(db, gameId, numero, now, batch, rows))) return;
  }
}

const noRows: Promise<SubRow[]> = Promise.resolve([]);

/**
 * One pass of the lottery's work: draw what is due, then settle every drawn or void draw not
 * settled yet, oldest first (after downtime this catches up on everything missed). Returns the
 * number of draws settled.
 */
export async function settleDue(db: Db, now: Date): Promise<number> {
  while ((await drawDue(db, now)) > 0) {
    // more due draws than one pass takes
  }
  let settled = 0;
  for (;;) {
    const draws = await drawsToSettle(db);
    if (draws.length === 0) return settled;
    for (const draw of draws) {
      await settleDraw(db, draw.gameId, draw.numero, now);
      settled += 1;
    }
  }
}
