import { parseRate, ratesFromDraft } from './rates';

const caps = [
  { category: 'LOTT' as const, rate: 2, cap: 2 },
  { category: 'LIVE' as const, rate: 1, cap: 1 },
];

describe('rate drafts', () => {
  it('accepts up to two decimals within the cap, at the cap too', () => {
    expect(parseRate('2', 2)).toBe(2);
    expect(parseRate('1.25', 2)).toBe(1.25);
    expect(parseRate(' 0 ', 2)).toBe(0);
  });
  it('refuses text above the cap, three decimals, negatives and words', () => {
    expect(parseRate('2.01', 2)).toBeNull();
    expect(parseRate('1.255', 2)).toBeNull();
    expect(parseRate('-1', 2)).toBeNull();
    expect(parseRate('abc', 2)).toBeNull();
    expect(parseRate('', 2)).toBeNull();
  });
  it('names the first category out of its cap', () => {
    expect(ratesFromDraft({ LOTT: '1.5', LIVE: '0.5' }, caps)).toEqual({
      rates: { LOTT: 1.5, LIVE: 0.5 },
    });
    expect(ratesFromDraft({ LOTT: '1.5', LIVE: '1.5' }, caps)).toEqual({ invalid: 'LIVE' });
  });
});
