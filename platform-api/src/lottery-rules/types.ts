// The lottery's rules as data and pure functions: what each family draws, which plays it
// offers, how a selection is counted and judged. Browser-safe (no Node modules): the server
// settles with it and the lottery page counts and verifies with the very same code.

/** The families of lottery.md section 1. Every catalogue lottery game is one of them. */
export const FAMILY_CODES = [
  'LOTTO5D',
  'PICK3',
  'FAST3',
  'PK10',
  'ELEVEN5',
  'HAPPY10',
  'KENO',
  'LUCKY28',
  'MARKSIX',
  'VN_NORTH',
  'VN_CENTRAL',
  'VN_SOUTH',
] as const;
export type FamilyCode = (typeof FAMILY_CODES)[number];

/** TCG's play types: Tradition 1 (paid by series), Entertainment 2 (fixed odds). */
export type PlayType = 'TRADITION' | 'ENTERTAINMENT';

/**
 * A drawn result in the family's canonical text, in draw order: digits "0"–"9", dice "1"–"6",
 * numbered balls and cars zero-padded to two places ("01"–"80"); Mark Six: six balls then the
 * special number; Vietnam: every prize's number in prize order (special first), as drawn, with
 * its leading zeros. The published `winningNumber` is these joined by ",".
 */
export type LotteryResult = readonly string[];

/** How the lottery page draws a family's result (balls, dice, racing cars, prize table). */
export type ResultDisplay = 'DIGITS' | 'DICE' | 'CARS' | 'BALLS' | 'PRIZE_TABLE';

/**
 * One row of a play's board: the values a player may choose from, in order. `label` and each
 * option's `label` are i18n keys (the page translates them); numbers label themselves.
 */
export interface BoardRow {
  /** i18n key of the row's title ("lottery.position.1", "lottery.row.special"…). */
  label: string;
  /** The values as written in a slip line's balls ("0"…"9", "01"…"49", "BIG"…). */
  values: readonly string[];
  /** Fewest and most values the row takes (a direct row: 1..10, group 6: 3..10). */
  min: number;
  max: number;
  /** Show the all/big/small/odd/even/clear quick buttons (digit and number rows). */
  quickPicks: boolean;
}

export interface Board {
  rows: readonly BoardRow[];
  /** The page also offers typed entry (Vietnamese lô/xiên numbers 00–99 and such). */
  typedEntry: boolean;
}

/** What a selection won against one result. */
export interface Judgement {
  /**
   * Tradition: the sum, over this selection's winning combinations, of 1 / p (p the
   * probability of that combination's prize), so that a play's mean over the result space is
   * exactly its count. The payout is unit amount × series / 2000 × fairMultiple.
   */
  fairMultiple: number;
  /** Entertainment: winning combinations, each paid unit amount × odds. */
  winningStakes: number;
  /** Combinations that tie (dragon/tiger level…): each gets its unit amount back. */
  tieStakes: number;
}

/** A play: one kind of bet of one family (TCG's playId). */
export interface Play<Selection = unknown> {
  /** Unique across all families; a slip line's playId. Ranges per family: see registry. */
  id: number;
  /** Stable name, "<FAMILY>.<GROUP>.<PLAY>" ("LOTTO5D.FRONT3.GROUP6"); the i18n key's stem. */
  code: string;
  /** The play-menu tab it sits under ("FRONT3"), also an i18n key's stem. */
  group: string;
  playType: PlayType;
  board: Board;
  /**
   * Reads a slip line's balls: rows separated by "|", values in a row by ",". Throws
   * SelectionError on anything malformed: an unknown value, a duplicate, too few or too many,
   * a wrong number of rows.
   */
  parse(balls: string): Selection;
  /** Combinations ("stakes") the selection holds: what the player pays for. */
  count(selection: Selection): number;
  /** What the selection won against a result (assumed valid for the family). */
  judge(selection: Selection, result: LotteryResult): Judgement;
  /**
   * Entertainment only: the probability that one combination wins (every option of one play
   * has the same), and the default odds paid per unit staked, stake included (1.98 for an
   * even chance); a brand may set its own.
   */
  probability?: number;
  defaultOdds?: number;
  /**
   * The play as it stands for a draw at `drawAt`, for a play whose options follow the calendar:
   * Mark Six's zodiac plays (which balls are which animal, and which animal is the year's, change
   * at the lunar new year). Placing a bet, judging it and the board shown for a draw use the
   * play this returns (playAt); such a play's undated form has no options and judges nothing.
   * Absent on plays that are the same at every draw.
   */
  at?(drawAt: Date): Play<Selection>;
}

export interface LotteryFamily {
  code: FamilyCode;
  display: ResultDisplay;
  /** Draws a result from the draw's seed stream (the rule is published in the README). */
  draw(random: SeedStream): LotteryResult;
  /** Whether a result read back or sent for verification has this family's shape. */
  isResult(result: LotteryResult): boolean;
  plays: readonly Play[];
}

/** Uniform choices drawn from a draw's seed (seed-stream.ts). */
export interface SeedStream {
  /** A uniform whole number in [0, n), 1 ≤ n ≤ 2^32. */
  below(n: number): number;
  /** k different values of the pool, in the order drawn (a partial Fisher–Yates shuffle). */
  pickDistinct<T>(pool: readonly T[], k: number): T[];
}

/** A slip line's balls that no play can take; the platform answers 400 with `reason`. */
export class SelectionError extends Error {
  constructor(readonly reason: string) {
    super(`invalid selection: ${reason}`);
    this.name = 'SelectionError';
  }
}
