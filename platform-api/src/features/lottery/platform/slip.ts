import { ApiError } from '../../../http/errors.js';
import { SelectionError, stakesAtDraws, type Play } from '../../../lottery-rules/index.js';
import { rules } from './rules.js';

// A betting slip: lines `balls~stakes~playId~mode~series~multiple` joined by ";". The server
// counts every line again with the play's own rules and refuses anything it cannot take.

export const MAX_SLIP_LINES = 100;

/** Modes as written in a slip line, their bit in a game's `modes` mask and li (0.001) per yuan. */
export const MODES = {
  '1': { bit: 1, liPerUnit: 1000, name: 'YUAN' },
  '0.1': { bit: 2, liPerUnit: 100, name: 'JIAO' },
  '0.01': { bit: 4, liPerUnit: 10, name: 'FEN' },
  '0.001': { bit: 8, liPerUnit: 1, name: 'LI' },
} as const;
export type ModeText = keyof typeof MODES;
export const MODE_BY_BIT = new Map(
  Object.entries(MODES).map(([text, mode]) => [mode.bit, { text: text as ModeText, ...mode }]),
);

/** Unit price of one combination, yuan. */
const UNIT_PRICE = 2;
/** Series: the lowest a member may choose, and the platform's highest (the chain's top). */
export const MIN_SERIES = 1700;
export const PLATFORM_MAX_SERIES = 1960;

export interface SlipLine {
  lineNo: number;
  balls: string;
  stakes: number;
  play: Play;
  mode: ModeText;
  series: number;
  multiple: number;
  /** stakes × 2 × mode × multiple, in li (0.001 of a major unit): exact for every mode. */
  amountLi: number;
}

export interface SlipRules {
  family: string;
  modes: number;
  maxMultiple: number;
  maxSeries: number;
  /**
   * The draw time of every draw the order covers (one, or a chase's): a play whose options follow
   * the calendar (Mark Six's zodiac, by the draw's lunar year) must take the line at each of them.
   */
  drawTimes: readonly Date[];
}

const bad = (line: number, field: string, reason: string) =>
  new ApiError('INVALID_INPUT', { line, reason }, [
    { path: `bettingSlipString.${line}.${field}`, messageKey: 'invalid_input' },
  ]);

const WHOLE = /^[1-9]\d{0,8}$/;

/** Reads and checks every line of a slip for a game (400 naming the line and field). */
export function parseSlip(slip: string, game: SlipRules): SlipLine[] {
  const texts = slip.split(';');
  if (texts.length > MAX_SLIP_LINES) throw bad(0, 'lines', `at most ${MAX_SLIP_LINES} lines`);
  return texts.map((text, index) => {
    const lineNo = index + 1;
    const parts = text.split('~');
    if (parts.length !== 6) throw bad(lineNo, 'line', 'a line has six fields');
    const [balls, stakesText, playText, modeText, seriesText, multipleText] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!WHOLE.test(playText)) throw bad(lineNo, 'playId', 'not a play id');
    const found = rules().playOf(Number(playText));
    if (!found || found.family.code !== game.family) {
      throw bad(lineNo, 'playId', 'no such play in this game');
    }
    const play = found.play;
    let stakes: number;
    try {
      stakes = stakesAtDraws(play, balls, game.drawTimes);
    } catch (error) {
      if (error instanceof SelectionError) throw bad(lineNo, 'balls', error.reason);
      throw error;
    }
    if (!WHOLE.test(stakesText) || Number(stakesText) !== stakes) {
      throw new ApiError('STAKES_MISMATCH', { line: lineNo, stakes }, [
        { path: `bettingSlipString.${lineNo}.stakes`, messageKey: 'stakes_mismatch' },
      ]);
    }
    if (!(modeText in MODES)) throw bad(lineNo, 'mode', 'mode is 1, 0.1, 0.01 or 0.001');
    const mode = modeText as ModeText;
    if ((game.modes & MODES[mode].bit) === 0) {
      throw new ApiError('MODE_NOT_ALLOWED', { line: lineNo }, [
        { path: `bettingSlipString.${lineNo}.mode`, messageKey: 'mode_not_allowed' },
      ]);
    }
    if (!WHOLE.test(seriesText)) throw bad(lineNo, 'series', 'not a series');
    const series = Number(seriesText);
    // Series pays Tradition plays only; an Entertainment line's series is kept but unused.
    if (play.playType === 'TRADITION' && (series < MIN_SERIES || series > game.maxSeries)) {
      throw new ApiError(
        'SERIES_NOT_ALLOWED',
        { line: lineNo, min: MIN_SERIES, max: game.maxSeries },
        [{ path: `bettingSlipString.${lineNo}.series`, messageKey: 'series_not_allowed' }],
      );
    }
    if (!WHOLE.test(multipleText) || Number(multipleText) > game.maxMultiple) {
      throw bad(lineNo, 'multiple', `a multiple is 1 to ${game.maxMultiple}`);
    }
    const multiple = Number(multipleText);
    return {
      lineNo,
      balls,
      stakes,
      play,
      mode,
      series,
      multiple,
      amountLi: stakes * UNIT_PRICE * MODES[mode].liPerUnit * multiple,
    };
  });
}

/**
 * A sub-order's amount in minor units (cents): the line's amount times the draw's chase multiple.
 * Li bets can make fractions of a cent; those are refused (the player picks a multiple that
 * makes whole cents) rather than rounded, so that what is paid is exactly what the slip says.
 */
export function amountMinorOf(line: SlipLine, chaseMultiple: number): number | null {
  const li = line.amountLi * chaseMultiple;
  return li % 10 === 0 ? li / 10 : null;
}

/**
 * The rebate of a lower series, paid at once: (highest − chosen) / 2000 × amount, Tradition
 * plays only, rounded down to the cent (the house keeps the fraction).
 */
export function rebateMinorOf(line: SlipLine, amountMinor: number, maxSeries: number): number {
  if (line.play.playType !== 'TRADITION' || line.series >= maxSeries) return 0;
  return Math.floor(((maxSeries - line.series) * amountMinor) / 2000);
}
