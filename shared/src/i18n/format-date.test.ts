import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats calendar dates and moments in the reader language', () => {
    expect(formatDate('2024-03-01', 'EN')).toBe('Mar 1, 2024');
    expect(formatDate('2024-03-01T10:00:00.000Z', 'EN')).toBe('Mar 1, 2024');
    expect(formatDate('2024-03-01', 'CN')).toBe('2024年3月1日');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDate('soon', 'EN')).toBe('soon');
  });
});
