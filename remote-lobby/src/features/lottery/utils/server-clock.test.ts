import { noteServerTime, serverNow, setServerOffset } from './server-clock';

afterEach(() => {
  jest.useRealTimers();
  setServerOffset(0);
});

test('the shortest round trip sets the offset; a slow answer does not move it', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const serverAhead = 2_000;
  // 40 ms round trip: the server answered at the middle.
  noteServerTime(new Date(1_000_020 + serverAhead).toISOString(), 1_000_000, 1_000_040);
  expect(serverNow() - Date.now()).toBe(serverAhead);
  // A request that waited 7.8 s in the browser's queue and came back at once: its middle is
  // 3.9 s off. It is ignored.
  noteServerTime(new Date(1_007_800 + serverAhead).toISOString(), 1_000_000, 1_007_810);
  expect(serverNow() - Date.now()).toBe(serverAhead);
  // An as-quick sample later replaces it (the clocks may have drifted since).
  noteServerTime(new Date(1_500_015 + serverAhead + 3).toISOString(), 1_500_000, 1_500_030);
  expect(serverNow() - Date.now()).toBe(serverAhead + 3);
});

test('a first sample is taken whatever its round trip; a bad time is ignored', () => {
  noteServerTime('not a time', 0, 10);
  expect(serverNow() - Date.now()).toBe(0);
  noteServerTime(new Date(5_500).toISOString(), 0, 5_000);
  expect(serverNow() - Date.now()).toBe(3_000);
});
