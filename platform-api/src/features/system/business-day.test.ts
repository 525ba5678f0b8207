import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  addDays,
  assertBusinessTimeZone,
  businessDayOf,
  dayRange,
  dayStart,
  isFutureDay,
  isTimeZone,
  offsetLabel,
  periodRange,
} from './business-day.js';

const at = (iso: string) => new Date(iso);

describe('business day of an instant', () => {
  const table: Array<[string, string, string]> = [
    // instant (UTC), zone, business day
    ['2026-11-27T15:59:00Z', 'Asia/Manila', '2026-11-27'], // 23:59 in Manila
    ['2026-11-27T16:01:00Z', 'Asia/Manila', '2026-11-28'], // 00:01 in Manila
    ['2026-11-27T20:37:00Z', 'Asia/Manila', '2026-11-28'], // the 04:37 local
    ['2026-11-27T20:37:00Z', 'UTC', '2026-11-27'],
    ['2026-11-28T04:59:00Z', 'America/New_York', '2026-11-27'],
    ['2026-11-27T18:29:00Z', 'Asia/Kolkata', '2026-11-27'],
    ['2026-11-27T18:31:00Z', 'Asia/Kolkata', '2026-11-28'],
  ];
  for (const [instant, zone, day] of table) {
    test(`${instant} in ${zone} is ${day}`, () => {
      assert.equal(businessDayOf(at(instant), zone), day);
    });
  }
});

describe('instant range of a business day', () => {
  test('a Manila day starts at 16:00 UTC the day before', () => {
    const range = dayRange('2026-11-28', 'Asia/Manila');
    assert.equal(range.from.toISOString(), '2026-11-27T16:00:00.000Z');
    assert.equal(range.to.toISOString(), '2026-11-28T16:00:00.000Z');
  });
  test('a UTC day is its UTC midnight', () => {
    assert.equal(dayStart('2026-11-28', 'UTC').toISOString(), '2026-11-28T00:00:00.000Z');
  });
  test('a day of a summer-time change is 23 hours long (New York, 2026-03-08)', () => {
    const range = dayRange('2026-03-08', 'America/New_York');
    assert.equal(range.from.toISOString(), '2026-03-08T05:00:00.000Z');
    assert.equal(range.to.toISOString(), '2026-03-09T04:00:00.000Z');
  });
});

describe('periods at 23:59 and 00:01 of the business zone', () => {
  const zone = 'Asia/Manila';
  const late = at('2026-11-29T15:59:00Z'); // Sunday 23:59 in Manila
  const early = at('2026-11-29T16:01:00Z'); // Monday 2026-11-30 00:01 in Manila
  const table: Array<[string, Date, Parameters<typeof periodRange>[0], string, string]> = [
    ['today before midnight', late, 'today', '2026-11-29', '2026-11-29'],
    ['today after midnight', early, 'today', '2026-11-30', '2026-11-30'],
    ['yesterday after midnight', early, 'yesterday', '2026-11-29', '2026-11-29'],
    ['this week on Sunday', late, 'thisWeek', '2026-11-23', '2026-11-29'],
    ['this week on Monday', early, 'thisWeek', '2026-11-30', '2026-11-30'],
    ['last week on Monday', early, 'lastWeek', '2026-11-23', '2026-11-29'],
    ['last 7 days', early, 'last7Days', '2026-11-24', '2026-11-30'],
    ['this month', early, 'thisMonth', '2026-11-01', '2026-11-30'],
    ['last month', early, 'lastMonth', '2026-10-01', '2026-10-31'],
  ];
  for (const [name, now, period, startDate, endDate] of table) {
    test(name, () => {
      const range = periodRange(period, now, zone);
      assert.deepEqual([range.startDate, range.endDate], [startDate, endDate]);
      assert.equal(range.from.getTime(), dayStart(startDate, zone).getTime());
      assert.equal(range.to.getTime(), dayStart(addDays(endDate, 1), zone).getTime());
    });
  }
  test('this month on the 1st just after midnight', () => {
    const range = periodRange('thisMonth', at('2026-11-30T16:01:00Z'), zone);
    assert.deepEqual([range.startDate, range.endDate], ['2026-12-01', '2026-12-01']);
  });
});

describe('future days and zones', () => {
  test('tomorrow of the zone is future, today is not', () => {
    const now = at('2026-11-27T20:37:00Z');
    assert.equal(isFutureDay('2026-11-28', now, 'Asia/Manila'), false);
    assert.equal(isFutureDay('2026-11-28', now, 'UTC'), true);
    assert.equal(isFutureDay('2026-11-29', now, 'Asia/Manila'), true);
  });
  test('IANA names pass, others do not', () => {
    for (const zone of ['UTC', 'Asia/Manila', 'Asia/Ho_Chi_Minh', 'America/New_York']) {
      assert.equal(isTimeZone(zone), true, zone);
    }
    for (const zone of ['', 'Mars/Olympus', 'UTC+8 ', 'Asia/Manila; DROP']) {
      assert.equal(isTimeZone(zone), false, zone);
    }
  });
  test('offset labels', () => {
    const now = at('2026-11-27T20:37:00Z');
    assert.equal(offsetLabel(now, 'Asia/Manila'), 'UTC+8');
    assert.equal(offsetLabel(now, 'UTC'), 'UTC');
    assert.equal(offsetLabel(now, 'Asia/Kolkata'), 'UTC+5:30');
    assert.equal(offsetLabel(now, 'America/New_York'), 'UTC-5');
  });
});

describe('the setting at start-up', () => {
  test('an IANA zone passes', () => {
    assert.equal(assertBusinessTimeZone('Asia/Manila'), 'Asia/Manila');
  });
  test('an unknown zone stops the start, naming the setting', () => {
    assert.throws(() => assertBusinessTimeZone('Mars/Olympus'), /business_time_zone/);
  });
});
