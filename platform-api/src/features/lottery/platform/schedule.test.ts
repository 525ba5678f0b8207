import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { drawnBefore, onSale, slotOfNumero, slotsFrom, type GameSchedule } from './schedule.js';

const every = (cadence: GameSchedule['cadence'], closeSeconds = 5): GameSchedule => ({
  cadence,
  drawMinute: null,
  weekdays: 127,
  closeSeconds,
});
/** Local time in Asia/Ho_Chi_Minh (UTC+7). */
const local = (iso: string) => new Date(`${iso}+07:00`);

describe('draw schedule', () => {
  test('a minute game: numbered in the local day, closing 5 s before the draw', () => {
    const m1 = every('M1');
    const slot = onSale(m1, local('2026-01-01T00:00:30'));
    assert.equal(slot.numero, '20260101-0001');
    assert.equal(slot.drawAt.toISOString(), local('2026-01-01T00:01:00').toISOString());
    assert.equal(slot.closeAt.toISOString(), local('2026-01-01T00:00:55').toISOString());
    assert.equal(onSale(m1, local('2026-01-01T00:00:55')).numero, '20260101-0002');
    // The draw at midnight ends the day it closes.
    assert.equal(onSale(m1, local('2026-01-01T23:59:30')).numero, '20260101-1440');
    assert.equal(onSale(m1, local('2026-01-01T23:59:56')).numero, '20260102-0001');
  });

  test('45 s, 3 and 5 minute games: 1,920 / 480 / 288 draws a day', () => {
    assert.equal(onSale(every('S45'), local('2026-03-05T00:00:01')).numero, '20260305-0001');
    assert.equal(onSale(every('S45'), local('2026-03-05T23:59:50')).numero, '20260305-1920');
    assert.equal(onSale(every('M3', 15), local('2026-03-05T23:57:30')).numero, '20260305-0480');
    assert.equal(onSale(every('M5', 30), local('2026-03-05T12:00:00')).numero, '20260305-0145');
  });

  test('the draw on sale opens when the one before closes', () => {
    const m1 = every('M1');
    const [a, b] = slotsFrom(m1, onSale(m1, local('2026-01-01T10:00:10')), 2);
    assert.equal(b!.openAt.getTime(), a!.closeAt.getTime());
    assert.equal(a!.numero, '20260101-0601');
    assert.equal(b!.numero, '20260101-0602');
  });

  test('a daily province draw: its weekdays only, at its local time, 15 minutes closing', () => {
    // Hanoi: Monday and Thursday 18:15.
    const hanoi: GameSchedule = {
      cadence: 'DAILY',
      drawMinute: 18 * 60 + 15,
      weekdays: 1 | 8,
      closeSeconds: 900,
    };
    const friday = local('2026-11-27T19:00:00');
    const slot = onSale(hanoi, friday);
    assert.equal(slot.numero, '20261130');
    assert.equal(slot.drawAt.toISOString(), local('2026-11-30T18:15:00').toISOString());
    assert.equal(slot.closeAt.toISOString(), local('2026-11-30T18:00:00').toISOString());
    assert.equal(slot.openAt.toISOString(), local('2026-11-26T18:00:00').toISOString());
    assert.equal(slotsFrom(hanoi, slot, 2)[1]!.numero, '20261203');
    assert.equal(drawnBefore(hanoi, friday, 1)[0]!.numero, '20261126');
    assert.equal(onSale(hanoi, local('2026-11-30T17:59:59')).numero, '20261130');
    assert.equal(onSale(hanoi, local('2026-11-30T18:00:00')).numero, '20261203');
    assert.equal(slotOfNumero(hanoi, '20261201'), null, 'a Tuesday is no Hanoi draw');
  });

  test('numeros read back to their slot; malformed ones name no draw', () => {
    const m1 = every('M1');
    const slot = onSale(m1, local('2026-06-30T08:00:00'));
    assert.deepEqual(slotOfNumero(m1, slot.numero), slot);
    for (const bad of ['20260230-0001', '20260101-1441', '20260101-0000', '2026010-0001', 'x']) {
      assert.equal(slotOfNumero(m1, bad), null, bad);
    }
    assert.equal(slotOfNumero(every('S45'), '20260101-1920')!.numero, '20260101-1920');
  });
});
