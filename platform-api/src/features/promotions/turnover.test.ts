import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { newPromotion, settledStake } from './promotion-test-helpers.js';
import { turnoverOf } from './turnover.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const BASE = Date.parse('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(BASE + seconds * 1000);

/** The rule of turnover.ts written the plain way: stakes after each claim, oldest claim first. */
function expected(
  claims: { at: number; required: number }[],
  stakes: { at: number; minor: number }[],
) {
  let pool = Number.POSITIVE_INFINITY;
  let done = 0;
  let required = 0;
  const perClaim: number[] = [];
  for (const claim of [...claims].sort((a, b) => a.at - b.at)) {
    const after = stakes.filter((s) => s.at >= claim.at).reduce((sum, s) => sum + s.minor, 0);
    pool = Math.min(after, pool);
    const used = Math.min(claim.required, pool);
    pool -= used;
    done += used;
    required += claim.required;
    perClaim.push(claim.required - used);
  }
  return { required, done, remaining: required - done, perClaim };
}

/** turnoverOf's answer as the model gives it: the totals and each claim's remaining, in order. */
async function turnoverNow(member: number) {
  const { claims, ...totals } = await turnoverOf(t.database.db, member);
  return { ...totals, perClaim: claims.map((claim) => claim.remaining) };
}

async function memberId(username: string) {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM members WHERE username = ${username}`,
  );
  return Number(row!.id);
}

async function claimed(member: number, title: string, seconds: number, requiredMinor: number) {
  const promotion = await newPromotion(t, title);
  await t.database.db.execute(sql`
    INSERT INTO promotion_participations (promotion_id, member_id, state, bonus_minor,
      turnover_required_minor, created_at, updated_at, issued_at, claimed_at)
    VALUES (${promotion}, ${member}, 'CLAIMED', 100, ${requiredMinor}, ${at(0).toISOString()},
      ${at(0).toISOString()}, ${at(0).toISOString()}, ${at(seconds).toISOString()})`);
}

describe('turnoverOf (one query for every claim)', () => {
  test('matches the claim-by-claim rule with stakes before, between, at and after claims', async () => {
    const member = await memberId('team09');
    const claims = [
      { at: 100, required: 5_000 },
      { at: 200, required: 3_000 },
      { at: 200, required: 1_000 }, // two claims at the same instant
      { at: 400, required: 20_000 },
    ];
    for (const [index, claim] of claims.entries())
      await claimed(member, `Turnover ${index}`, claim.at, claim.required);
    const stakes = [
      { at: 50, minor: 9_999 }, // before every claim: counts for none
      { at: 100, minor: 1_000 }, // at the first claim's instant: counts
      { at: 150, minor: 2_500 },
      { at: 200, minor: 4_000 },
      { at: 300, minor: 700 },
      { at: 450, minor: 6_000 },
    ];
    const stakesSoFar: typeof stakes = [];
    assert.deepEqual(await turnoverNow(member), expected(claims, []));
    for (const stake of stakes) {
      await settledStake(t, 'team09', stake.minor, at(stake.at));
      stakesSoFar.push(stake);
      assert.deepEqual(
        await turnoverNow(member),
        expected(claims, stakesSoFar),
        `after the stake at ${stake.at}s`,
      );
    }
    assert.deepEqual(await turnoverNow(member), {
      required: 29_000,
      done: 14_200,
      remaining: 14_800,
      perClaim: [0, 0, 0, 14_800],
    });
  });

  test('a member without claims owes nothing', async () => {
    assert.deepEqual(await turnoverNow(await memberId('team08')), {
      required: 0,
      done: 0,
      remaining: 0,
      perClaim: [],
    });
  });
});
