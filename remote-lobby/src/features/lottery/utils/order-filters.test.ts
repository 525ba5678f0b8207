import { NOW } from '@/test/lottery-order-fixtures';
import { dateProblem, defaultFilters, ordersQuery, utcDay } from './order-filters';

describe('the history period', () => {
  test('defaults to the last 7 UTC days of the server clock, today included', () => {
    expect(defaultFilters(7, NOW)).toEqual({
      status: 'all',
      gameId: 7,
      chasing: 'All',
      startDate: '2026-11-22',
      endDate: '2026-11-28',
    });
    // 23:30 UTC is still the 28th on the server, whatever the phone's zone.
    expect(utcDay(Date.parse('2026-11-28T23:30:00Z'))).toBe('2026-11-28');
  });

  test('is checked: both days, end not before start, at most 93 days, none in the future', () => {
    expect(dateProblem('2026-11-22', '2026-11-28', NOW)).toBeNull();
    expect(dateProblem('2026-11-28', '2026-11-28', NOW)).toBeNull();
    expect(dateProblem('', '2026-11-28', NOW)).toBe('missing');
    expect(dateProblem('2026-02-30', '2026-11-28', NOW)).toBe('invalid');
    expect(dateProblem('2026-11-28', '2026-11-27', NOW)).toBe('endBeforeStart');
    expect(dateProblem('2026-11-20', '2026-11-29', NOW)).toBe('future');
    expect(dateProblem('2026-11-29', '2026-11-29', NOW)).toBe('future');
    // 93 days both ends included is the server's limit; 94 is refused.
    expect(dateProblem('2026-08-28', '2026-11-28', NOW)).toBeNull();
    expect(dateProblem('2026-08-27', '2026-11-28', NOW)).toBe('tooLong');
  });
});

test('the query sends exactly the filters: "all" leaves status and game out', () => {
  const filters = defaultFilters('all', NOW);
  expect(ordersQuery(filters, 1)).toEqual({
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    chasingStatus: 'All',
    page: 1,
    size: 20,
  });
  expect(ordersQuery({ ...filters, status: 8, gameId: 9, chasing: 'Chasing' }, 3)).toEqual({
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    orderStatus: '8',
    gameId: 9,
    chasingStatus: 'Chasing',
    page: 3,
    size: 20,
  });
  // A page walked to: the cursor the page before it answered.
  expect(ordersQuery(filters, 2, '1764400000000.42')).toEqual({
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    chasingStatus: 'All',
    page: 2,
    size: 20,
    cursor: '1764400000000.42',
  });
});
