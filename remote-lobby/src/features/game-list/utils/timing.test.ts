import {
  LOAD_MORE_DISTANCE_PX,
  LOAD_MORE_THROTTLE_MS,
  SEARCH_DEBOUNCE_MS,
  throttle,
} from './timing';

test('the spec timings', () => {
  expect(SEARCH_DEBOUNCE_MS).toBe(500);
  expect(LOAD_MORE_THROTTLE_MS).toBe(1000);
  expect(LOAD_MORE_DISTANCE_PX).toBe(300);
});

test('throttle runs at once, then at most once per interval', () => {
  let now = 0;
  const calls: number[] = [];
  const run = throttle(
    (n: number) => calls.push(n),
    1000,
    () => now,
  );
  run(1);
  now = 400;
  run(2);
  now = 999;
  run(3);
  now = 1000;
  run(4);
  now = 1500;
  run(5);
  now = 2100;
  run(6);
  expect(calls).toEqual([1, 4, 6]);
});
