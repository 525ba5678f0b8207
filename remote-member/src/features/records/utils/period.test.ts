import { earliestStart, validateRange } from './period';

describe('custom period', () => {
  const today = '2026-11-23';

  it('goes back at most 12 months, the same day a year ago', () => {
    expect(earliestStart(today)).toBe('2025-11-23');
    expect(earliestStart('2024-02-29')).toBe('2023-03-01');
  });

  it('accepts a range inside the last 12 months, one day included', () => {
    expect(validateRange('2025-11-23', today, today)).toBeNull();
    expect(validateRange('2026-11-01', '2026-11-01', today)).toBeNull();
  });

  it('names what is wrong: missing, reversed, in the future, older than 12 months', () => {
    expect(validateRange('', today, today)).toBe('required');
    expect(validateRange('2026-11-10', '2026-11-09', today)).toBe('order');
    expect(validateRange('2026-11-20', '2026-11-24', today)).toBe('future');
    expect(validateRange('2025-11-22', today, today)).toBe('tooOld');
  });
});
