import { periodQuery, type PeriodChoice } from './period-choice';

type Period = 'today' | 'last7' | 'custom';

describe('periodQuery', () => {
  it('sends a preset alone', () => {
    const choice: PeriodChoice<Period> = { period: 'last7' };
    expect(periodQuery(choice)).toEqual({ period: 'last7' });
  });

  it('sends the dates only with a custom range', () => {
    const choice: PeriodChoice<Period> = {
      period: 'custom',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    };
    expect(periodQuery(choice)).toEqual({
      period: 'custom',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });
});
