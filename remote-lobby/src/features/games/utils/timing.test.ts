import {
  LOAD_MORE_DISTANCE_PX,
  LOAD_MORE_THROTTLE_MS,
  SEARCH_DEBOUNCE_MS,
  throttle,
} from './timing';

afterEach(() => jest.useRealTimers());

test('the spec timings', () => {
  expect(SEARCH_DEBOUNCE_MS).toBe(500);
  expect(LOAD_MORE_THROTTLE_MS).toBe(1000);
  expect(LOAD_MORE_DISTANCE_PX).toBe(300);
});

test('throttle runs at once, then at most once per interval, always ending on the last call', () => {
  jest.useFakeTimers({ now: 0 });
  const calls: Array<[number, number]> = [];
  const run = throttle((n: number) => calls.push([n, Date.now()]), 1000);
  run(1);
  jest.advanceTimersByTime(400);
  run(2);
  jest.advanceTimersByTime(599);
  run(3);
  // Call 2 was superseded by 3, which runs when the interval ends (1000), not dropped.
  expect(calls).toEqual([[1, 0]]);
  jest.advanceTimersByTime(1);
  expect(calls).toEqual([
    [1, 0],
    [3, 1000],
  ]);
  jest.advanceTimersByTime(500);
  run(4);
  expect(calls).toHaveLength(2);
  jest.advanceTimersByTime(500);
  expect(calls.at(-1)).toEqual([4, 2000]);
  // Quiet for longer than the interval: the next call runs at once again.
  jest.advanceTimersByTime(3000);
  run(5);
  expect(calls.at(-1)).toEqual([5, 5000]);
  expect(calls).toHaveLength(4);
});

test('one flick: the last scroll event of a burst runs after the interval', () => {
  jest.useFakeTimers({ now: 0 });
  const seen: number[] = [];
  const onScroll = throttle((y: number) => seen.push(y), 1000);
  for (let y = 0; y <= 9000; y += 500) {
    onScroll(y);
    jest.advanceTimersByTime(16);
  }
  expect(seen).toEqual([0]);
  jest.advanceTimersByTime(1000);
  expect(seen).toEqual([0, 9000]);
});

test('cancel drops the pending trailing call', () => {
  jest.useFakeTimers({ now: 0 });
  const seen: number[] = [];
  const run = throttle((n: number) => seen.push(n), 1000);
  run(1);
  run(2);
  run.cancel();
  jest.advanceTimersByTime(2000);
  expect(seen).toEqual([1]);
});
