import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('shows a moment as YYYY/MM/DD HH:mm in local time', () => {
    const moment = new Date(2026, 0, 5, 9, 7, 30);
    expect(formatDateTime(moment.toISOString())).toBe('2026/01/05 09:07');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
