import { sharedWithin, spacedCalls } from './throttle';

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
