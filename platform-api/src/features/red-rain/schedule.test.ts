import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { nextScheduledSlot, scheduledSlotAt, type Schedule } from './schedule.js';

// Issue 35 item 2: schedule rounds count from the business zone's midnight.
const twiceADay: Schedule = { enabled: true, everyMinutes: 720, durationSeconds: 120 };
const hourly: Schedule = { enabled: true, everyMinutes: 60, durationSeconds: 60 };

describe('red-rain schedule around Manila midnight', () => {
  const late = new Date('2026-11-27T15:59:00Z'); // 23:59 Manila
  const early = new Date('2026-11-27T16:01:00Z'); // 00:01 Manila

  test('at 00:01 Manila the midnight round is open (it starts at 16:00 UTC)', () => {
    const slot = scheduledSlotAt(twiceADay, early, 'Asia/Manila');
    assert.equal(slot?.startsAt.toISOString(), '2026-11-27T16:00:00.000Z');
    assert.equal(slot?.endsAt.toISOString(), '2026-11-27T16:02:00.000Z');
    // In UTC the same instant is 16:01, between the 12:00 round (long over) and 00:00.
    assert.equal(scheduledSlotAt(twiceADay, early, 'UTC'), null);
  });

  test('at 23:59 Manila the next round is the Manila midnight one', () => {
    assert.equal(scheduledSlotAt(twiceADay, late, 'Asia/Manila'), null);
    assert.equal(
      nextScheduledSlot(twiceADay, late, 'Asia/Manila')?.startsAt.toISOString(),
      '2026-11-27T16:00:00.000Z',
    );
    assert.equal(
      nextScheduledSlot(twiceADay, late, 'UTC')?.startsAt.toISOString(),
      '2026-11-28T00:00:00.000Z',
    );
  });

  test('hourly rounds are on the hour in a whole-hour zone, on the half hour in Kolkata', () => {
    assert.equal(
      scheduledSlotAt(
        hourly,
        new Date('2026-11-27T16:00:30Z'),
        'Asia/Manila',
      )?.startsAt.toISOString(),
      '2026-11-27T16:00:00.000Z',
    );
    assert.equal(
      nextScheduledSlot(hourly, early, 'Asia/Kolkata')?.startsAt.toISOString(),
      '2026-11-27T16:30:00.000Z',
    );
  });

  test('a schedule switched off has no rounds', () => {
    assert.equal(scheduledSlotAt({ ...hourly, enabled: false }, early, 'Asia/Manila'), null);
    assert.equal(nextScheduledSlot({ ...hourly, enabled: false }, early, 'Asia/Manila'), null);
  });
});
