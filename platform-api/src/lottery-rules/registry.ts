import { eleven5 } from './families/eleven-5.js';
import { fast3 } from './families/fast-3.js';
import { happy10 } from './families/happy-10.js';
import { keno } from './families/keno.js';
import { lotto5d } from './families/lotto-5d.js';
import { lucky28 } from './families/lucky-28.js';
import { markSix } from './families/mark-six.js';
import { pick3 } from './families/pick-3.js';
import { pk10 } from './families/pk10.js';
import { vnCentral, vnNorth, vnSouth } from './families/vietnam.js';
import type { FamilyCode, LotteryFamily, Play } from './types.js';

// Every family module, once each. Play ids are unique across families, by range:
// LOTTO5D 1000s, PICK3 2000s, FAST3 3000s, PK10 4000s, ELEVEN5 5000s, HAPPY10 6000s,
// KENO 7000s, LUCKY28 8000s, MARKSIX 9000s, VN_NORTH 10000s, VN_CENTRAL 11000s, VN_SOUTH 12000s.
// One line per family, in FAMILY_CODES order.
// prettier-ignore
const FAMILIES: readonly LotteryFamily[] = [
  lotto5d,
  pick3,
  fast3,
  pk10,
  eleven5,
  happy10,
  keno,
  lucky28,
  markSix,
  vnNorth,
  vnCentral,
  vnSouth,
];

const byCode = new Map<FamilyCode, LotteryFamily>(FAMILIES.map((family) => [family.code, family]));
const playsById = new Map<number, { family: LotteryFamily; play: Play }>(
  FAMILIES.flatMap((family) => family.plays.map((play) => [play.id, { family, play }] as const)),
);

export function allFamilies(): readonly LotteryFamily[] {
  return FAMILIES;
}

export function familyOf(code: FamilyCode): LotteryFamily | undefined {
  return byCode.get(code);
}

/** A play by its slip-line id, with its family; undefined for an unknown id. */
export function playOf(id: number): { family: LotteryFamily; play: Play } | undefined {
  return playsById.get(id);
}

/**
 * The play as it stands for a draw at `drawAt` (Play.at): the same play unless its options follow
 * the calendar. Placing, judging and the board of a draw go through here.
 */
export function playAt<Selection>(play: Play<Selection>, drawAt: Date): Play<Selection> {
  return play.at ? play.at(drawAt) : play;
}
