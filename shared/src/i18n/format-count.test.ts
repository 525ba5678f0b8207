import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups by the reader language, in Western digits', () => {
    expect(formatCount(1234567, 'EN')).toBe('1,234,567');
    expect(formatCount(1234567, 'CN')).toBe('1,234,567');
    expect(formatCount(1234567, 'TW')).toBe('1,234,567');
    expect(formatCount(1234567, 'TH')).toBe('1,234,567');
    expect(formatCount(1234567, 'VI')).toBe('1.234.567');
    expect(formatCount(1234567, 'ID')).toBe('1.234.567');
    expect(formatCount(1234567, 'KO')).toBe('1,234,567');
    expect(formatCount(1234567, 'JA')).toBe('1,234,567');
    // Arabic would write Arabic-Indic digits
    expect(formatCount(1234, 'AR')).toMatch(/^1.234$/);
  });

  it('falls back to English grouping for an unknown code', () => {
    expect(formatCount(1000, 'XX')).toBe('1,000');
  });
});
