import { chaseDraw, NOW, suborder } from '@/test/lottery-order-fixtures';
import {
  allCancellable,
  completeSelection,
  isCancellable,
  notLastOfChase,
  refundTotal,
  toggleSuborder,
} from './cancel-selection';

describe('who may be ticked', () => {
  test('only a not-drawn sub-order the server calls cancellable, before its closing', () => {
    expect(isCancellable(suborder(1), NOW)).toBe(true);
    for (const state of [4, 5, 6, 8, 12, 14, 16] as const) {
      expect(isCancellable(suborder(1, { orderStatus: state }), NOW)).toBe(false);
    }
    expect(isCancellable(suborder(1, { cancellable: false }), NOW)).toBe(false);
    // The server said yes, but its closing time has passed on the server clock since.
    expect(isCancellable(suborder(1), Date.parse('2026-11-28T12:00:55Z'))).toBe(false);
  });
});

describe('a chase is cancelled from its last draw backwards', () => {
  const chase = [0, 1, 2, 3, 4].map((n) => chaseDraw(n));
  const ids = (set: Set<number>) => [...set].sort((a, b) => a - b);

  test('ticking a draw ticks every later open draw of the chase, and says which', () => {
    const toggle = toggleSuborder(chase, new Set(), 203, NOW);
    expect(ids(toggle.selected)).toEqual([203, 204]);
    expect(toggle.alsoChanged).toEqual([204]);
    // The last draw alone is a choice the server takes.
    expect(ids(toggleSuborder(chase, new Set(), 204, NOW).selected)).toEqual([204]);
  });

  test('unticking a draw unticks the earlier ticked draws that needed it', () => {
    const toggle = toggleSuborder(chase, new Set([202, 203, 204]), 203, NOW);
    expect(ids(toggle.selected)).toEqual([204]);
    expect(toggle.alsoChanged).toEqual([202]);
  });

  test('drawn or settled draws are no obstacle; a sub-order that may not be cancelled stays unticked', () => {
    const settled = [
      chaseDraw(0, { orderStatus: 5, cancellable: false }),
      chaseDraw(1),
      chaseDraw(2, { orderStatus: 8, cancellable: false }),
    ];
    expect(ids(toggleSuborder(settled, new Set(), 201, NOW).selected)).toEqual([201]);
    expect(ids(toggleSuborder(settled, new Set(), 200, NOW).selected)).toEqual([]);
  });

  test('a choice that leaves a later draw out is found and completed', () => {
    expect(notLastOfChase(chase, new Set([202, 203]))).toEqual([202, 203]);
    expect(notLastOfChase(chase, new Set([203, 204]))).toEqual([]);
    expect(ids(completeSelection(chase, new Set([202])))).toEqual([202, 203, 204]);
    expect(notLastOfChase(chase, allCancellable(chase, NOW))).toEqual([]);
  });
});

test('the refund is the sum of the ticked amounts, to the cent', () => {
  const subs = [
    suborder(1, { bettingSumAmount: 0.1 }),
    suborder(2, { bettingSumAmount: 0.2 }),
    suborder(3, { bettingSumAmount: 1234.56 }),
  ];
  expect(refundTotal(subs, new Set([1, 2]))).toBe(0.3);
  expect(refundTotal(subs, new Set([1, 2, 3]))).toBe(1234.86);
  expect(refundTotal(subs, new Set())).toBe(0);
});
