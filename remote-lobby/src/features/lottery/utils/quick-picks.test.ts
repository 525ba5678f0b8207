import { quickPick } from './quick-picks';
import { readTypedNumbers } from './typed-numbers';

const digits = { values: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] };
const balls49 = { values: Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0')) };

describe('quick picks', () => {
  it('splits a row at the upper half of its numbers', () => {
    expect(quickPick(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick(balls49, 'big')[0]).toBe('25');
    expect(quickPick({ values: ['1', '2', '3', '4', '5', '6'] }, 'big')).toEqual(['4', '5', '6']);
  });

  it('picks odd, even, all and none', () => {
    expect(quickPick(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(digits, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPick(digits, 'all')).toHaveLength(10);
    expect(quickPick(digits, 'clear')).toEqual([]);
  });
});

describe('typed numbers', () => {
  const row = { values: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')) };
  it('reads numbers split by spaces and commas, once each', () => {
    expect(readTypedNumbers('12 34, 56;12', row)).toEqual({
      values: ['12', '34', '56'],
      unknown: [],
    });
  });
  it('names what is not on the board', () => {
    expect(readTypedNumbers('12 7 100', row)).toEqual({ values: ['12'], unknown: ['7', '100'] });
  });
});
