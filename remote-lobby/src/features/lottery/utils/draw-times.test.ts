import { previousDrawAt, secondsUntil } from './draw-times';

test('the previous draw is drawn at the current opening plus the closing gap', () => {
  const current = {
    openAt: '2026-11-28T10:00:55.000Z',
    closeAt: '2026-11-28T10:01:55.000Z',
    drawAt: '2026-11-28T10:02:00.000Z',
  };
  expect(new Date(previousDrawAt(current)).toISOString()).toBe('2026-11-28T10:01:00.000Z');
});

test('seconds left round up and never go below zero', () => {
  expect(secondsUntil(10_000, 8_500)).toBe(2);
  expect(secondsUntil(10_000, 10_000)).toBe(0);
  expect(secondsUntil(10_000, 12_000)).toBe(0);
});
