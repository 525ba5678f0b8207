import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { selectRows } from '../../../db/database.js';
import { games, lotteryDraws, lotteryGames } from '../../../db/schema/index.js';
import {
  SelectionError,
  seedCommitment,
  seedStream,
  type FamilyCode,
  type LotteryFamily,
  type Play,
} from '../../../lottery-rules/index.js';
import { answer, createTestApp, type TestApp } from '../../../test/harness.js';
import { openLottery, play } from '../../games/test-helpers.js';
import { ensureWallet, postMemberMovement } from '../../wallet/index.js';
import { scheduleOf } from './draws.js';
// Renamed: a 'use…' call in a plain function reads as a React hook to the lint rule.
import { useRulesForTests as installTestRules } from './rules.js';
import { onSale, slotsFrom } from './schedule.js';

// A small family for the platform's tests, written against the rules interface before the real
// family modules land: five digits drawn like Lotto 5D, three plays on the first digit.

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

function digitsOf(balls: string, min: number): Set<string> {
  const values = balls.split(',');
  if (values.length < min || values.length > 10) throw new SelectionError('count');
  const set = new Set(values);
  if (set.size !== values.length) throw new SelectionError('duplicate');
  for (const value of values) {
    if (!(DIGITS as readonly string[]).includes(value)) throw new SelectionError('value');
  }
  return set;
}

function sidesOf(balls: string, allowed: readonly string[]): Set<string> {
  const values = balls.split(',');
  const set = new Set(values);
  if (set.size !== values.length || values.some((v) => !allowed.includes(v))) {
    throw new SelectionError('value');
  }
  return set;
}

const row = (values: readonly string[]) => ({
  label: 'lottery.position.1',
  values,
  min: 1,
  max: values.length,
  quickPicks: false,
});

/** Tradition: the first digit, each pick paid 1 / p = 10 times its unit at series 2000. */
export const FIRST_DIGIT: Play<Set<string>> = {
  id: 1001,
  code: 'LOTTO5D.TEST.FIRST',
  group: 'TEST',
  playType: 'TRADITION',
  board: { rows: [row(DIGITS)], typedEntry: false },
  parse: (balls) => digitsOf(balls, 1),
  count: (selection) => selection.size,
  judge: (selection, result) => ({
    fairMultiple: selection.has(result[0]!) ? 10 : 0,
    winningStakes: 0,
    tieStakes: 0,
  }),
};

/** Entertainment: big (5–9) / small of the first digit, odds 1.98. */
export const BIG_SMALL: Play<Set<string>> = {
  id: 1002,
  code: 'LOTTO5D.TEST.BIGSMALL',
  group: 'TEST',
  playType: 'ENTERTAINMENT',
  board: { rows: [row(['BIG', 'SMALL'])], typedEntry: false },
  parse: (balls) => sidesOf(balls, ['BIG', 'SMALL']),
  count: (selection) => selection.size,
  judge: (selection, result) => ({
    fairMultiple: 0,
    winningStakes: selection.has(Number(result[0]) >= 5 ? 'BIG' : 'SMALL') ? 1 : 0,
    tieStakes: 0,
  }),
  probability: 0.5,
  defaultOdds: 1.98,
};

/** Entertainment: dragon (1st > 5th) / tiger; equal digits tie (stake back). */
export const DRAGON_TIGER: Play<Set<string>> = {
  id: 1003,
  code: 'LOTTO5D.TEST.DRAGONTIGER',
  group: 'TEST',
  playType: 'ENTERTAINMENT',
  board: { rows: [row(['DRAGON', 'TIGER'])], typedEntry: false },
  parse: (balls) => sidesOf(balls, ['DRAGON', 'TIGER']),
  count: (selection) => selection.size,
  judge: (selection, result) => {
    const [a, b] = [Number(result[0]), Number(result[4])];
    if (a === b) return { fairMultiple: 0, winningStakes: 0, tieStakes: selection.size };
    return {
      fairMultiple: 0,
      winningStakes: selection.has(a > b ? 'DRAGON' : 'TIGER') ? 1 : 0,
      tieStakes: 0,
    };
  },
  probability: 0.45,
  defaultOdds: 1.98,
};

export const TEST_FAMILY: LotteryFamily = {
  code: 'LOTTO5D',
  display: 'DIGITS',
  draw: (random) => Array.from({ length: 5 }, () => DIGITS[random.below(10)]!),
  isResult: (result) => result.length === 5 && result.every((d) => /^\d$/.test(d)),
  plays: [FIRST_DIGIT, BIG_SMALL, DRAGON_TIGER] as Play[],
};

/**
 * A seeded game of `family` drawing every minute, Lotto 5D unless named (the test family stands in
 * for its rules), other than `except` when given.
 */
export async function minuteGame(t: TestApp, family: FamilyCode = 'LOTTO5D', except?: number) {
  const [row] = await t.database.db
    .select({ game: lotteryGames })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(
      and(
        eq(lotteryGames.family, family),
        eq(lotteryGames.cadence, 'M1'),
        eq(games.supportPlay, true),
        except === undefined ? undefined : ne(lotteryGames.gameId, except),
      ),
    )
    .limit(1);
  assert.ok(row, `a seeded ${family} 1 Min game`);
  return row.game;
}

/** Moves the test clock to `offsetMs` after the start of a draw's sale window (its open time). */
export function moveIntoSale(t: TestApp, game: typeof lotteryGames.$inferSelect, offsetMs = 1000) {
  const schedule = scheduleOf(game);
  const next = slotsFrom(schedule, onSale(schedule, t.clock.now()), 2)[1]!;
  t.clock.advance(next.openAt.getTime() + offsetMs - t.clock.now().getTime());
  return onSale(schedule, t.clock.now());
}

/** Gives a draw a seed whose result the test wants (searching seeds; the rule is unchanged). */
export async function forceResult(
  t: TestApp,
  gameId: number,
  numero: string,
  wanted: (result: readonly string[]) => boolean,
  family: LotteryFamily = TEST_FAMILY,
): Promise<string[]> {
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    const result = family.draw(seedStream(seed));
    if (!wanted(result)) continue;
    const changed = await t.database.db
      .update(lotteryDraws)
      .set({ seed, commitment: seedCommitment(seed) })
      .where(
        and(
          eq(lotteryDraws.gameId, gameId),
          eq(lotteryDraws.numero, numero),
          eq(lotteryDraws.state, 'OPEN'),
        ),
      )
      .returning();
    assert.equal(changed.length, 1, `draw ${numero} is open`);
    return [...result];
  }
}

/** The play token of a lottery page opened by the member. */
export const lotteryToken = openLottery;

export interface OrderBody {
  gameId: number;
  currentNumero: string;
  bettingSlipString: string;
  chase?: boolean;
  winningStop?: boolean;
  chaseSlip?: Array<{ numero: string; multiple: number }>;
  clientKey?: string;
}

export const bet = (t: TestApp, playToken: string, payload: OrderBody) =>
  t.request({
    method: 'POST',
    url: '/lgw/orders/betting',
    headers: play(playToken),
    payload: { clientKey: randomUUID(), ...payload },
  });

export const cancel = (t: TestApp, playToken: string, ids: unknown) =>
  t.request({
    method: 'PUT',
    url: '/lgw/orders/suborders/cancel',
    headers: { ...play(playToken), 'content-type': 'application/json' },
    payload: JSON.stringify(ids),
  });

export async function suborderIds(t: TestApp, orderNumber: string): Promise<number[]> {
  const rows = await selectRows<{ id: string }>(
    t.database.db,
    sql`SELECT s.id FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
         WHERE o.order_number = ${orderNumber} ORDER BY s.draw_at, s.line_no`,
  );
  return rows.map((r) => Number(r.id));
}

export async function suborderStates(t: TestApp, orderNumber: string) {
  return selectRows<{
    id: string;
    numero: string;
    state: number;
    win_minor: string;
    amount_minor: string;
  }>(
    t.database.db,
    sql`SELECT s.id, s.numero, s.state, s.win_minor, s.amount_minor
          FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
         WHERE o.order_number = ${orderNumber} ORDER BY s.draw_at, s.line_no`,
  );
}

export const orderOf = (response: LightMyRequestResponse) =>
  answer('POST /lgw/orders/betting', response).value;

/** Credits a member's wallet through the ledger (an operator adjustment). */
export async function credit(t: TestApp, username: string, amountMinor: number): Promise<void> {
  const [member] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM members WHERE username = ${username}`,
  );
  const wallet = await ensureWallet(t.database.db, member!.id, 'CNY');
  await postMemberMovement(t.database.db, {
    walletId: wallet.id,
    kind: 'ADJUSTMENT',
    counter: 'adjustment',
    amountMinor,
    reference: `test-credit:${randomUUID()}`,
  });
}

/**
 * The usual server of a lottery test file: the test family's minute game, its play token for
 * team01 and ￥1,000.00 on team01's wallet; `close` ends the server and the test rules.
 */
export async function minuteGameForTeam01() {
  const restore = installTestRules([TEST_FAMILY]);
  const t = await createTestApp();
  const game = await minuteGame(t);
  const team = await openLottery(t, await t.login('team01', 'member1234'), game.gameId);
  await credit(t, 'team01', 1_000_00);
  const close = async () => {
    await t.close();
    restore();
  };
  return { t, game, team, close };
}
