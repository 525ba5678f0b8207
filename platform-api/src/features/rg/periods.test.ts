import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exclusionEnd } from './exclusion.js';
import { periodOf } from './periods.js';

const bounds = (period: 'DAY' | 'WEEK' | 'MONTH', iso: string, zone = 'UTC') => {
  const b = periodOf(period, new Date(iso), zone);
  return [b.start.toISOString(), b.end.toISOString()];
};

describe('responsible-gaming periods in the business time zone', () => {
  test('Asia/Manila: a day, week and month run from Manila midnight (16:00 UTC)', () => {
    // 2030-01-06 23:59 Manila is a Sunday; one minute later it is Monday 2030-01-07 there.
    assert.deepEqual(bounds('DAY', '2030-01-06T15:59:00.000Z', 'Asia/Manila'), [
      '2030-01-05T16:00:00.000Z',
      '2030-01-06T16:00:00.000Z',
    ]);
    assert.deepEqual(bounds('DAY', '2030-01-06T16:01:00.000Z', 'Asia/Manila'), [
      '2030-01-06T16:00:00.000Z',
      '2030-01-07T16:00:00.000Z',
    ]);
    assert.deepEqual(bounds('WEEK', '2030-01-06T15:59:00.000Z', 'Asia/Manila'), [
      '2029-12-30T16:00:00.000Z',
      '2030-01-06T16:00:00.000Z',
    ]);
    assert.deepEqual(bounds('WEEK', '2030-01-06T16:01:00.000Z', 'Asia/Manila'), [
      '2030-01-06T16:00:00.000Z',
      '2030-01-13T16:00:00.000Z',
    ]);
    // 2030-01-31 16:01 UTC is already 1 February in Manila.
    assert.deepEqual(bounds('MONTH', '2030-01-31T16:01:00.000Z', 'Asia/Manila'), [
      '2030-01-31T16:00:00.000Z',
      '2030-02-28T16:00:00.000Z',
    ]);
  });
});

describe('responsible-gaming periods (brand in UTC)', () => {
  test('a day runs from 00:00 to the next 00:00 UTC', () => {
    assert.deepEqual(bounds('DAY', '2030-01-06T23:59:59.999Z'), [
      '2030-01-06T00:00:00.000Z',
      '2030-01-07T00:00:00.000Z',
    ]);
    assert.deepEqual(bounds('DAY', '2030-01-07T00:00:00.000Z'), [
      '2030-01-07T00:00:00.000Z',
      '2030-01-08T00:00:00.000Z',
    ]);
  });

  test('a week is the ISO week: Monday 00:00 UTC to the next Monday, across months and years', () => {
    // 2030-01-06 is a Sunday, 2030-01-07 a Monday.
    assert.deepEqual(bounds('WEEK', '2030-01-06T23:59:59.999Z'), [
      '2029-12-31T00:00:00.000Z',
      '2030-01-07T00:00:00.000Z',
    ]);
    assert.deepEqual(bounds('WEEK', '2030-01-07T00:00:00.000Z'), [
      '2030-01-07T00:00:00.000Z',
      '2030-01-14T00:00:00.000Z',
    ]);
  });

  test('a month is the calendar month, February of a leap year included', () => {
    assert.deepEqual(bounds('MONTH', '2028-02-29T12:00:00.000Z'), [
      '2028-02-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    assert.deepEqual(bounds('MONTH', '2030-12-31T23:59:59.999Z'), [
      '2030-12-01T00:00:00.000Z',
      '2031-01-01T00:00:00.000Z',
    ]);
  });

  test('exclusion lengths: hours and weeks exactly, months and years by the calendar', () => {
    const from = new Date('2030-01-31T10:00:00.000Z');
    const end = (length: Parameters<typeof exclusionEnd>[1]) =>
      exclusionEnd(from, length).toISOString();
    assert.equal(end('24H'), '2030-02-01T10:00:00.000Z');
    assert.equal(end('1W'), '2030-02-07T10:00:00.000Z');
    assert.equal(end('6W'), '2030-03-14T10:00:00.000Z');
    assert.equal(end('6M'), '2030-07-31T10:00:00.000Z');
    assert.equal(end('1Y'), '2031-01-31T10:00:00.000Z');
    assert.equal(end('2Y'), '2032-01-31T10:00:00.000Z');
    assert.equal(end('5Y'), '2035-01-31T10:00:00.000Z');
    // One month from 31 January overflows February like Date does: 3 March (never shorter).
    assert.ok(exclusionEnd(from, '1M').getTime() >= new Date('2030-02-28T10:00:00Z').getTime());
  });
});
