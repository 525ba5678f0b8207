import assert from 'node:assert/strict';
import { familyOf, playOf } from '../registry.js';
import { seedStream } from '../seed-stream.js';
import {
  SelectionError,
  type LotteryFamily,
  type LotteryResult,
  type Play,
  type SeedStream,
} from '../types.js';

// Checks the families' tests share (node:assert; test code only, like ../test-support.ts).

/** A valid seed for draw number i (64 hex characters). */
export function seedOf(i: number): string {
  return i.toString(16).padStart(64, '0');
}

export function playByCode(family: LotteryFamily, code: string): Play {
  const play = family.plays.find((candidate) => candidate.code === code);
  assert.ok(play, `no play ${code}`);
  return play;
}

/**
 * The catalogue's shape: ids unique and inside the family's range, codes
 * "<FAMILY>.<GROUP>.<PLAY>" with the group as the tab, Entertainment plays (only they) with a
 * probability and odds in whole cents, board rows sane; the family and its plays registered.
 */
export function assertCatalogue(family: LotteryFamily, idsFrom: number): void {
  assert.equal(familyOf(family.code), family, `${family.code} is registered`);
  const ids = new Set(family.plays.map((play) => play.id));
  assert.equal(ids.size, family.plays.length, 'play ids are unique');
  assert.equal(new Set(family.plays.map((play) => play.code)).size, family.plays.length);
  for (const play of family.plays) {
    assert.equal(playOf(play.id)?.play, play, `${play.code} is found by its id`);
    assert.ok(play.id >= idsFrom && play.id < idsFrom + 1000, `${play.code} id ${play.id}`);
    const [familyCode, group, name] = play.code.split('.');
    assert.equal(familyCode, family.code, play.code);
    assert.equal(group, play.group, play.code);
    assert.match(`${group}.${name}`, /^[A-Z0-9_]+\.[A-Z0-9_]+$/, play.code);
    if (play.playType === 'ENTERTAINMENT') {
      assert.ok(play.probability! > 0 && play.probability! < 1, `${play.code} probability`);
      assert.ok(play.defaultOdds! > 1, `${play.code} odds`);
      assert.equal(Math.round(play.defaultOdds! * 100) / 100, play.defaultOdds, play.code);
    } else {
      assert.equal(play.probability, undefined, play.code);
      assert.equal(play.defaultOdds, undefined, play.code);
    }
    for (const row of play.board.rows) {
      assert.match(row.label, /^lottery\.row\.[A-Za-z0-9]+$/, play.code);
      assert.equal(new Set(row.values).size, row.values.length, `${play.code} values unique`);
      assert.ok(0 <= row.min && row.min <= row.max && row.max <= row.values.length, play.code);
    }
  }
}

/** Each case's balls are refused with SelectionError and its reason, never another error. */
export function assertRefused(play: Play, cases: readonly [balls: string, reason: string][]): void {
  for (const [balls, reason] of cases) {
    assert.throws(
      () => play.parse(balls),
      (error: unknown) => error instanceof SelectionError && error.reason === reason,
      `${play.code} "${balls}" should be refused: ${reason}`,
    );
  }
}

/**
 * A player's expected return per unit staked on one combination, over a complete result
 * space, at the play's default odds (ties give the stake back): the house keeps at least 1%.
 * Counted in whole cents, so that no rounding hides a return of 99.01%.
 */
export function assertReturnAtMost99(play: Play, balls: string, space: Iterable<LotteryResult>) {
  const selection = play.parse(balls);
  const count = play.count(selection);
  const oddsCents = Math.round(play.defaultOdds! * 100);
  let results = 0;
  let backCents = 0;
  for (const result of space) {
    const judgement = play.judge(selection, result);
    results += 1;
    backCents += judgement.winningStakes * oddsCents + judgement.tieStakes * 100;
  }
  assert.ok(
    backCents <= 99 * results * count,
    `${play.code} "${balls}" returns ${backCents / 100 / results / count}`,
  );
}

/**
 * The family's draw for `seeds` seeds: each is a valid result and the same as the published
 * rule computes it by hand (`byHand`), and how often each value lands in each position.
 */
export function drawMany(
  family: LotteryFamily,
  seeds: number,
  byHand: (random: SeedStream) => LotteryResult,
): Map<string, number>[] {
  const tallies: Map<string, number>[] = [];
  for (let i = 0; i < seeds; i += 1) {
    const result = family.draw(seedStream(seedOf(i)));
    assert.ok(family.isResult(result), `seed ${i}: ${result.join(',')}`);
    if (i < 50) assert.deepEqual(result, byHand(seedStream(seedOf(i))), `seed ${i}`);
    result.forEach((value, position) => {
      const tally = (tallies[position] ??= new Map());
      tally.set(value, (tally.get(value) ?? 0) + 1);
    });
  }
  return tallies;
}

/** Every position saw every value, each within `slack` of an even share. */
export function assertEvenSpread(
  tallies: readonly Map<string, number>[],
  values: readonly string[],
  draws: number,
  slack: number,
): void {
  const share = draws / values.length;
  tallies.forEach((tally, position) => {
    for (const value of values) {
      const hits = tally.get(value) ?? 0;
      assert.ok(Math.abs(hits - share) <= slack, `position ${position} value ${value}: ${hits}`);
    }
    assert.equal(tally.size, values.length, `position ${position} has only known values`);
  });
}

/** A slip line's balls as rows of values, read naively (for brute-force counts in tests). */
export function rowsOf(balls: string): string[][] {
  return balls.split('|').map((row) => (row === '' ? [] : row.split(',')));
}

/** How many different keys the tuples of a space give (null: the tuple is no combination). */
export function distinctKeys(
  space: Iterable<readonly string[]>,
  keyOf: (tuple: readonly string[]) => string | null,
): number {
  const keys = new Set<string>();
  for (const tuple of space) {
    const key = keyOf(tuple);
    if (key !== null) keys.add(key);
  }
  return keys.size;
}
