import { sharedWithin, spacedCalls, trailingThrottle } from './throttle';

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});

test('spaced calls start at least the gap apart, in order, and every call is made', async () => {
  const started: [number, number][] = [];
  const call = jest.fn(async (id: number) => {
    started.push([id, Date.now()]);
    return id;
  });
  const spaced = spacedCalls(call, 150);

  const answers = [spaced(1), spaced(2), spaced(3)];
  expect(call).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(149);
  expect(call).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(call).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(150);
  expect(await Promise.all(answers)).toEqual([1, 2, 3]);
  expect(started).toEqual([
    [1, 1_000_000],
    [2, 1_000_150],
    [3, 1_000_300],
  ]);
});

test('a call after a quiet gap starts at once', async () => {
  const call = jest.fn(async () => true);
  const spaced = spacedCalls(call, 150);
  await spaced();
  await jest.advanceTimersByTimeAsync(500);
  void spaced();
  expect(call).toHaveBeenCalledTimes(2);
});

test('calls with the same arguments within the window share one answer, later ones ask again', async () => {
  const call = jest.fn(async (language: string) => `${language}:${Date.now()}`);
  const shared = sharedWithin(call, 250);

  const first = shared('EN');
  expect(shared('EN')).toBe(first);
  expect(call).toHaveBeenCalledTimes(1);
  void shared('ID');
  expect(call).toHaveBeenCalledTimes(2);

  await jest.advanceTimersByTimeAsync(250);
  expect(shared('EN')).not.toBe(first);
  expect(call).toHaveBeenCalledTimes(3);
});

test('a shared call that forgets asks again at once', () => {
  const call = jest.fn(async () => Date.now());
  const shared = sharedWithin(call, 250);

  const first = shared();
  shared.forget();
  expect(shared()).not.toBe(first);
  expect(call).toHaveBeenCalledTimes(2);
});

test('trailingThrottle runs at once, then at most once per interval, always ending on the last call', () => {
  jest.useFakeTimers({ now: 0 });
  const calls: Array<[number, number]> = [];
  const run = trailingThrottle((n: number) => calls.push([n, Date.now()]), 1000);
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

test('trailingThrottle, one flick: the last scroll event of a burst runs after the interval', () => {
  jest.useFakeTimers({ now: 0 });
  const seen: number[] = [];
  const onScroll = trailingThrottle((y: number) => seen.push(y), 1000);
  for (let y = 0; y <= 9000; y += 500) {
    onScroll(y);
    jest.advanceTimersByTime(16);
  }
  expect(seen).toEqual([0]);
  jest.advanceTimersByTime(1000);
  expect(seen).toEqual([0, 9000]);
});

test('trailingThrottle: cancel drops the pending trailing call', () => {
  jest.useFakeTimers({ now: 0 });
  const seen: number[] = [];
  const run = trailingThrottle((n: number) => seen.push(n), 1000);
  run(1);
  run(2);
  run.cancel();
  jest.advanceTimersByTime(2000);
  expect(seen).toEqual([1]);
});
