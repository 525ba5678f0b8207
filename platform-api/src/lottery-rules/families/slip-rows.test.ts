import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SelectionError } from '../types.js';
import { choose } from './combinations.js';
import { houseOdds } from './house-odds.js';
import { maskOf, readRows } from './slip-rows.js';

const row = (values: string[], min: number, max: number) => ({
  label: 'lottery.row.test',
  values,
  min,
  max,
  quickPicks: false,
});

describe('slip rows', () => {
  const rows = [row(['A', 'B', 'C'], 1, 2), row(['1', '2'], 0, 2)];
  const reason = (balls: string, atLeastOne = false) => {
    try {
      readRows(balls, rows, atLeastOne);
      return 'accepted';
    } catch (error) {
      assert.ok(error instanceof SelectionError, String(error));
      return error.reason;
    }
  };

  test('reads each row as indexes into its values, in the order written', () => {
    assert.deepEqual(readRows('C,A|2', rows), [[2, 0], [1]]);
    assert.deepEqual(readRows('B|', rows), [[1], []]);
    assert.equal(maskOf([2, 0]), 0b101);
  });

  test("holds each row to its board's min and max and the line to at least one value", () => {
    assert.equal(reason('A,B,C|'), 'too many');
    assert.equal(reason('|1'), 'too few');
    assert.equal(reason('A|1,2'), 'accepted');
    const open = [row(['A'], 0, 1), row(['B'], 0, 1)];
    assert.throws(() => readRows('|', open, true), { reason: 'too few' });
    assert.deepEqual(readRows('|B', open, true), [[], [0]]);
  });

  test('refuses what no board lists', () => {
    assert.equal(reason('A'), 'rows');
    assert.equal(reason('A|1|'), 'rows');
    assert.equal(reason('a|1'), 'unknown value');
    assert.equal(reason('A,,B|1'), 'unknown value');
    assert.equal(reason('A,A|1'), 'duplicate');
    assert.equal(reason('A|' + '1,'.repeat(600)), 'too long');
    assert.equal(reason(undefined as unknown as string), 'malformed');
    assert.equal(reason(12 as unknown as string), 'malformed');
  });
});

describe('counting and odds helpers', () => {
  test('C(n, k) against Pascal’s triangle', () => {
    for (let n = 1; n <= 20; n += 1) {
      for (let k = 1; k <= n; k += 1) {
        assert.equal(choose(n, k), choose(n - 1, k - 1) + choose(n - 1, k), `C(${n},${k})`);
      }
    }
    assert.equal(choose(10, 3), 120);
    assert.equal(choose(3, 4), 0);
    assert.equal(choose(0, 0), 1);
  });

  test('house odds: 99% of 1 / p in whole cents, a refunded tie counted as paid back', () => {
    assert.equal(houseOdds(1, 2), 1.98);
    assert.equal(houseOdds(10, 1000), 99);
    assert.equal(houseOdds(231, 1000), 4.28);
    assert.equal(houseOdds(45, 100, 10), 1.97);
    assert.equal(houseOdds(1, 3), 2.97);
  });
});
