import { act, renderHook } from '@testing-library/react';
import { msToNextSecond, useSecondsLeft } from './use-seconds-left';
import { setServerOffset } from '../utils/server-clock';

afterEach(() => {
  jest.useRealTimers();
  setServerOffset(0);
});

test('the next update is due right after the shown second changes', () => {
  expect(msToNextSecond(10_000, 0)).toBe(1_004);
  expect(msToNextSecond(10_000, 250)).toBe(754);
  expect(msToNextSecond(10_000, 999)).toBe(5);
});

test('the shown second follows the server clock within a few milliseconds, for ten minutes', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  setServerOffset(1_234); // the server runs 1.234 s ahead of the phone
  const closeAt = 1_000_000 + 1_234 + 600_000 + 321;
  const { result } = renderHook(() => useSecondsLeft(closeAt));
  expect(result.current).toBe(601);
  let worstLateMs = 0;
  for (let shown = 600; shown >= 0; shown -= 1) {
    // The server's instant at which `shown` seconds are left (ceil: 600 from 600 s exactly).
    const due = closeAt - shown * 1000 - 1_234;
    act(() => jest.advanceTimersByTime(Math.max(0, due - Date.now()) + 1));
    const stepped = Date.now();
    while (result.current !== shown) act(() => jest.advanceTimersByTime(1));
    worstLateMs = Math.max(worstLateMs, Date.now() - stepped + 1);
  }
  expect(result.current).toBe(0);
  expect(worstLateMs).toBeLessThanOrEqual(5);
});
