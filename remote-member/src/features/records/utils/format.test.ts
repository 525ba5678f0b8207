import { directionOf, formatDateTime, formatDay, formatSigned } from './format';

describe('record formats', () => {
  it('shows moments as YYYY/MM/DD HH:mm in UTC and days as YYYY/MM/DD', () => {
    expect(formatDateTime('2026-11-03T07:05:09.000Z')).toBe('2026/11/03 07:05');
    expect(formatDay('2026-01-31')).toBe('2026/01/31');
  });

  it('signs amounts with 2 decimals and grouping', () => {
    expect(formatSigned(1234567.5)).toBe('+1,234,567.50');
    expect(formatSigned(-20)).toBe('-20.00');
    expect(formatSigned(0)).toBe('0.00');
    expect(formatSigned(-0.001)).toBe('0.00');
    expect(directionOf(-0.001)).toBe('zero');
    expect(formatSigned(5, '₱')).toBe('+₱5.00');
  });
});
