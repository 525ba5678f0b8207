import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roundOf } from './records-service.js';

test("a bet record's round: the round of a slot or minute-lottery bet, a lottery sub-order's order number", () => {
  assert.equal(roundOf('slot:7:abc-123'), 'abc-123');
  assert.equal(roundOf('lottery:7:42'), '42');
  assert.equal(roundOf('lgw:L20261128000042:1:20261128-0721'), 'L20261128000042:1:20261128-0721');
  assert.equal(roundOf('other'), 'other');
});
