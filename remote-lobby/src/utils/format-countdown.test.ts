import { formatCountdown } from './format-countdown';

test('a countdown shows minutes and seconds, and hours for daily draws', () => {
  expect(formatCountdown(0)).toBe('00:00');
  expect(formatCountdown(75)).toBe('01:15');
  expect(formatCountdown(3_725)).toBe('1:02:05');
});
