import { parseHelpIndex } from './help-index';

describe('parseHelpIndex', () => {
  it('reads a whole number naming an article', () => {
    expect(parseHelpIndex('0', 5)).toBe(0);
    expect(parseHelpIndex('3', 5)).toBe(3);
    expect(parseHelpIndex(' 4 ', 5)).toBe(4);
  });

  it('opens the first article without a query', () => {
    expect(parseHelpIndex(null, 5)).toBe(0);
  });

  it('opens the first article for an index past the end', () => {
    expect(parseHelpIndex('5', 5)).toBe(0);
    expect(parseHelpIndex('99999999999999999999', 5)).toBe(0);
    expect(parseHelpIndex('0', 0)).toBe(0);
  });

  it('opens the first article for anything that is not a whole number', () => {
    for (const raw of ['', '-1', '1.5', 'abc', '2x', '1e2']) {
      expect(parseHelpIndex(raw, 5)).toBe(0);
    }
  });
});
