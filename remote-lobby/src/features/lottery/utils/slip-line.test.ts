import { playOf } from '@lobby/platform-api/lottery-rules';
import {
  amountLi,
  ballsOf,
  buildLine,
  countBalls,
  isWholeCents,
  liToUnits,
  rebatePercent,
  slipString,
  slipTotals,
} from './slip-line';

/** The draw on sale (Horse year, 2026); Mark Six's zodiac lines are counted for its year. */
const DRAW_AT = '2026-11-28T12:01:00.000Z';

const playById = (id: number) => {
  const found = playOf(id);
  if (!found) throw new Error(`no play ${id}`);
  return found.play;
};

// One or more cases per family, counted by hand from the family's rules (the same selections
// as the platform's family tests use): the board's rows → the line's balls → the rules' count.
const CASES: [family: string, playId: number, rows: string[][], balls: string, stakes: number][] = [
  [
    'LOTTO5D direct',
    1001,
    [['1', '0'], ['2'], ['3', '4', '5'], ['6'], ['7', '8', '9', '0']],
    '0,1|2|3,4,5|6|0,7,8,9',
    24,
  ],
  ['LOTTO5D group 6', 1013, [['1', '2', '3', '4']], '1,2,3,4', 4],
  ['LOTTO5D group 3', 1012, [['1', '2']], '1,2', 2],
  ['LOTTO5D two sides', 1101, [['BIG'], ['SMALL', 'ODD'], [], [], []], 'BIG|SMALL,ODD|||', 3],
  ['PICK3 direct', 2001, [['1'], ['2'], ['3', '4']], '1|2|3,4', 2],
  ['FAST3 three different', 3031, [['1', '2', '3', '4']], '1,2,3,4', 4],
  ['FAST3 sum', 3001, [['18', '3', '4']], '3,4,18', 3],
  [
    'PK10 position',
    4001,
    [['01', '02'], [], [], [], [], [], [], [], [], ['10']],
    '01,02|||||||||10',
    3,
  ],
  ['ELEVEN5 any 2', 5002, [['01', '02', '03']], '01,02,03', 3],
  ['HAPPY10 any 3', 6003, [['01', '02', '03', '04']], '01,02,03,04', 4],
  ['KENO pick 3', 7003, [['01', '02', '03']], '01,02,03', 1],
  ['LUCKY28 sum', 8001, [['0', '27']], '0,27', 2],
  ['MARKSIX special', 9001, [['01', '02', '03']], '01,02,03', 3],
  ['MARKSIX 2 in 2', 9012, [['01', '02', '03']], '01,02,03', 3],
  ['VN_NORTH lô 2', 10021, [['12', '34']], '12,34', 2],
  ['VN_NORTH xiên 2', 10031, [['00', '11', '22']], '00,11,22', 3],
  ['VN_CENTRAL trượt 4', 11041, [['00', '01', '02', '03', '04']], '00,01,02,03,04', 5],
  ['VN_SOUTH đề', 12001, [['07', '08']], '07,08', 2],
];

describe('a selection counted as the platform counts it', () => {
  it.each(CASES)('%s', (_, playId, rows, balls, stakes) => {
    const play = playById(playId);
    const built = ballsOf(
      play,
      rows.map((values) => new Set(values)),
    );
    expect(built).toBe(balls);
    expect(countBalls(play, built)).toBe(stakes);
  });

  it('counts 0 while the selection does not parse yet', () => {
    expect(countBalls(playById(1013), '1,2')).toBe(0); // group 6 needs three digits
    expect(countBalls(playById(1001), '1|2|3|4|')).toBe(0);
    expect(countBalls(playById(7003), '01,02,03,04')).toBe(0); // keno pick 3 takes exactly 3
  });
});

describe('slip arithmetic', () => {
  it('prices stakes × 2 × mode × multiple, in li', () => {
    expect(amountLi(24, 2, '1', 1)).toBe(48_000);
    expect(amountLi(24, 2, '0.1', 3)).toBe(14_400);
    expect(amountLi(24, 2, '0.01', 1)).toBe(480);
    expect(amountLi(1, 2, '0.001', 1)).toBe(2);
    expect(liToUnits(amountLi(3, 2, '0.1', 2))).toBeCloseTo(1.2);
  });

  it('refuses a li line that is not whole cents, takes one that is', () => {
    const line = {
      playId: 9001,
      drawAt: DRAW_AT,
      mode: '0.001',
      series: 1950,
      unitPrice: 2,
      maxMultiple: 100,
    };
    expect(buildLine({ ...line, balls: '01', multiple: 1 })).toEqual({ problem: 'cents' });
    expect(isWholeCents(2)).toBe(false);
    const five = buildLine({ ...line, balls: '01,02,03,04,05', multiple: 1 });
    expect('line' in five && five.line.amountLi).toBe(10);
  });

  it('counts a Mark Six zodiac line by the lunar year of the draw on sale', () => {
    const line = { playId: 9121, mode: '1', series: 1950, unitPrice: 2, maxMultiple: 10 };
    const goatDraw = '2027-02-05T16:00:00.000Z'; // 6 Feb 2027 00:00 in Hong Kong
    const horse = buildLine({ ...line, drawAt: DRAW_AT, balls: 'HORSE', multiple: 1 });
    expect('line' in horse && horse.line.stakes).toBe(1);
    // In the Goat year the Horse is no longer the year's animal; the Goat is.
    expect(buildLine({ ...line, drawAt: goatDraw, balls: 'HORSE', multiple: 1 })).toEqual({
      problem: 'empty',
    });
    const goat = buildLine({ ...line, drawAt: goatDraw, balls: 'GOAT', multiple: 1 });
    expect('line' in goat && goat.line.stakes).toBe(1);
  });

  it('refuses an empty selection and a multiple out of range', () => {
    const line = {
      playId: 1001,
      drawAt: DRAW_AT,
      mode: '1',
      series: 1950,
      unitPrice: 2,
      maxMultiple: 10,
    };
    expect(buildLine({ ...line, balls: '1|2|3|4|', multiple: 1 })).toEqual({ problem: 'empty' });
    expect(buildLine({ ...line, balls: '1|2|3|4|5', multiple: 11 })).toEqual({
      problem: 'multiple',
    });
    expect(buildLine({ ...line, balls: '1|2|3|4|5', multiple: 0 })).toEqual({
      problem: 'multiple',
    });
  });

  it('writes lines as balls~stakes~playId~mode~series~multiple joined by ";"', () => {
    const a = buildLine({
      playId: 1001,
      drawAt: DRAW_AT,
      balls: '1|2|3|4|5,6',
      mode: '0.1',
      series: 1900,
      multiple: 3,
      unitPrice: 2,
      maxMultiple: 100,
    });
    const b = buildLine({
      playId: 1102,
      drawAt: DRAW_AT,
      balls: 'BIG',
      mode: '1',
      series: 1950,
      multiple: 1,
      unitPrice: 2,
      maxMultiple: 100,
    });
    if (!('line' in a) || !('line' in b)) throw new Error('lines refused');
    expect(slipString([a.line, b.line])).toBe('1|2|3|4|5,6~2~1001~0.1~1900~3;BIG~1~1102~1~1950~1');
    expect(slipTotals([a.line, b.line])).toEqual({ stakes: 3, amountLi: 1200 + 2000 });
  });

  it('shows the rebate of a lower series', () => {
    expect(rebatePercent(1950, 1900)).toBeCloseTo(2.5);
    expect(rebatePercent(1950, 1950)).toBe(0);
  });
});
