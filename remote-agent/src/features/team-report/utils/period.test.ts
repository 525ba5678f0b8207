import { rangeProblem } from './period';

describe('team period', () => {
  it.each([
    ['2024-01-01', '2024-04-01', null], // 92 days
    ['2024-01-01', '2024-04-02', 'tooLong'], // 93 days
    ['2024-03-02', '2024-03-01', 'order'],
    ['2024-05-01', '2024-05-03', 'future'],
    ['', '2024-05-01', 'missing'],
  ])('%s → %s: %s', (start, end, problem) => {
    expect(rangeProblem(start, end, '2024-05-02')).toBe(problem);
  });
});
