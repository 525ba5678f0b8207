import { chaseMultiples, chaseTotalLi } from './chase-plan';

describe('chase plans', () => {
  it('keeps the same multiple on every draw', () => {
    expect(chaseMultiples({ kind: 'same', start: 3 }, 4, 100)).toEqual([3, 3, 3, 3]);
  });

  it('doubles every k draws, capped at the highest multiple', () => {
    expect(chaseMultiples({ kind: 'double', start: 1, every: 2 }, 7, 100)).toEqual([
      1, 1, 2, 2, 4, 4, 8,
    ]);
    expect(chaseMultiples({ kind: 'double', start: 3, every: 1 }, 5, 20)).toEqual([
      3, 6, 12, 20, 20,
    ]);
  });

  it('takes a multiple per draw, each within 1 … cap', () => {
    expect(chaseMultiples({ kind: 'custom', multiples: [1, 5, 0, 500] }, 4, 50)).toEqual([
      1, 5, 1, 50,
    ]);
    // A longer chase than the list repeats the last one.
    expect(chaseMultiples({ kind: 'custom', multiples: [2] }, 3, 50)).toEqual([2, 2, 2]);
  });

  it('totals the slip × each draw multiple', () => {
    // A slip of 4.00 (4,000 li) over draws ×1, ×2, ×4: 28.00
    expect(chaseTotalLi(4_000, [1, 2, 4])).toBe(28_000);
    expect(chaseTotalLi(4_000, chaseMultiples({ kind: 'same', start: 2 }, 5, 100))).toBe(40_000);
  });
});
