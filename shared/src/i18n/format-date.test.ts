import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows calendar dates and moments as YYYY/MM/DD (spec section 9)', () => {
    expect(formatDate('2024-03-01')).toBe('2024/03/01');
    expect(formatDate('2024-12-31')).toBe('2024/12/31');
    const noon = new Date(2024, 2, 1, 12, 0, 0).toISOString();
    expect(formatDate(noon)).toBe('2024/03/01');
  });

  it('keeps Gregorian years and Western digits whatever the language', () => {
    // th-TH formats 2024 as the Buddhist year 2567; the app never does
    expect(formatDate('2024-03-01')).not.toContain('2567');
    expect(formatDate('2024-03-01')).toMatch(/^[0-9/]+$/);
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
