import { LOAD_MORE_DISTANCE_PX, LOAD_MORE_THROTTLE_MS } from '@lobby/shared';
import { SEARCH_DEBOUNCE_MS } from './timing';

afterEach(() => jest.useRealTimers());

test('the spec timings', () => {
  expect(SEARCH_DEBOUNCE_MS).toBe(500);
  expect(LOAD_MORE_THROTTLE_MS).toBe(1000);
  expect(LOAD_MORE_DISTANCE_PX).toBe(300);
});
