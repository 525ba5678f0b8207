import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SelectionError } from '../types.js';
import { subsets } from './family-test-support.js';
import {
  choose,
  chooseBig,
  defaultOddsFor,
  numberLabels,
  ratio,
  subsetSumCounts,
} from './number-pool.js';
import { boardRow, parseRows } from './number-slip-rows.js';

describe('number pool helpers', () => {
  test("C(n, k) agrees with Pascal's triangle up to 80", () => {
    let row = [1n];
    for (let n = 0; n <= 80; n += 1) {
      for (let k = 0; k <= n; k += 1) {
        assert.equal(chooseBig(n, k), row[k]);
        if (row[k]! < 2n ** 53n) assert.equal(choose(n, k), Number(row[k]));
      }
      row = [1n, ...row.slice(1).map((v, i) => v + row[i]!), 1n];
    }
    assert.equal(choose(5, 6), 0);
    assert.equal(choose(5, -1), 0);
  });

  test('labels are zero-padded', () => {
    assert.deepEqual(numberLabels(1, 3, 2), ['01', '02', '03']);
    assert.equal(numberLabels(0, 999, 3)[7], '007');
  });

  test('ratio keeps full precision for huge and tiny ratios', () => {
    assert.equal(ratio(1, 3), 1 / 3);
    assert.equal(ratio(24, 49), 24 / 49);
    assert.equal(ratio(10n ** 40n, 3n * 10n ** 40n), 1 / 3);
    assert.equal(ratio(1n, 3n * 10n ** 12n), 1 / 3e12);
    assert.equal(ratio(0, 5), 0);
  });

  test('default odds are 99% of fair, rounded down to cents, in integers', () => {
    assert.equal(defaultOddsFor(1, 2), 1.98);
    assert.equal(defaultOddsFor(24, 49), 2.02);
    assert.equal(defaultOddsFor(17, 49), 2.85); // 0.99 × 49 / 17 = 2.8535…
    assert.equal(defaultOddsFor(5, 49), 9.7); // 9.702
  });

  test('subset-sum counts agree with enumerating every 4-set of 1..12', () => {
    const counts = subsetSumCounts(12, 4);
    const numbers = Array.from({ length: 12 }, (_, i) => i + 1);
    const byHand = new Map<number, number>();
    for (const set of subsets(numbers, 4)) {
      const sum = set.reduce((a, b) => a + b, 0);
      byHand.set(sum, (byHand.get(sum) ?? 0) + 1);
    }
    counts.forEach((ways, sum) => assert.equal(Number(ways), byHand.get(sum) ?? 0, `sum ${sum}`));
  });
});

describe('slip rows', () => {
  const rows = [
    boardRow('lottery.row.position1', ['01', '02', '03'], 0, 3, true),
    boardRow('lottery.row.position2', ['01', '02', '03'], 1, 2, true),
  ];
  test('reads rows as value indexes, in the order written', () => {
    assert.deepEqual(parseRows('03,01|02', rows), [[2, 0], [1]]);
    assert.deepEqual(parseRows('|02', rows), [[], [1]]);
  });
  test('refuses malformed rows with a short reason', () => {
    const table: [string, string][] = [
      ['01|02|03', 'rows'],
      ['01', 'rows'],
      ['01,01|02', 'duplicate'],
      ['04|02', 'unknown value'],
      ['01|', 'too few'],
      ['01|01,02,03', 'too many'],
      ['01,|02', 'unknown value'],
    ];
    for (const [balls, reason] of table) {
      assert.throws(
        () => parseRows(balls, rows),
        (error: unknown) => error instanceof SelectionError && error.reason === reason,
        balls,
      );
    }
    assert.throws(
      () => parseRows('|', [rows[0]!, rows[0]!]),
      (error: unknown) => error instanceof SelectionError && error.reason === 'too few',
    );
  });
});
