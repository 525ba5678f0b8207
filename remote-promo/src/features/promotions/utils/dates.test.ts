import { formatPromoDate } from './dates';

describe('promotion dates', () => {
  it('formats in the reader language', () => {
    expect(formatPromoDate('2024-03-05', 'EN')).toBe('Mar 5, 2024');
    expect(formatPromoDate('2024-03-05', 'CN')).toBe('2024年3月5日');
  });

  it('leaves values that are not dates as they are', () => {
    expect(formatPromoDate('soon', 'EN')).toBe('soon');
  });
});
