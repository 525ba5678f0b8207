import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { downlineIds, isInDownline, uplineOf } from './hierarchy.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const idOf = async (username: string) => {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM members WHERE username = ${username}`,
  );
  assert.ok(row, username);
  return Number(row.id);
};

/** Re-parents a seeded member under another, making a deeper tree for the test. */
const setParent = (memberId: number, parentId: number | null) =>
  t.database.db.execute(
    sql`UPDATE members SET parent_agent_id = ${parentId} WHERE id = ${memberId}`,
  );

describe('agent hierarchy', () => {
  test('walks the downline at every depth and the upline nearest first', async () => {
    const [agent, sub, deep, demo] = (await Promise.all(
      ['agent01', 'team01', 'team02', 'demo'].map(idOf),
    )) as [number, number, number, number];
    // agent01 → team01 → team02 (team02 moved below team01)
    await setParent(deep, sub);
    try {
      const whole = await downlineIds(t.database.db, agent);
      assert.ok(whole.includes(sub) && whole.includes(deep));
      assert.ok(!whole.includes(agent) && !whole.includes(demo));
      const direct = await downlineIds(t.database.db, agent, { directOnly: true });
      assert.ok(direct.includes(sub) && !direct.includes(deep));
      assert.deepEqual(await uplineOf(t.database.db, deep), [
        { id: sub, level: 1 },
        { id: agent, level: 2 },
      ]);
      assert.equal(await isInDownline(t.database.db, agent, deep), true);
      assert.equal(await isInDownline(t.database.db, sub, deep), true);
      // Not upward, not sideways, not oneself.
      assert.equal(await isInDownline(t.database.db, deep, sub), false);
      assert.equal(await isInDownline(t.database.db, agent, demo), false);
      assert.equal(await isInDownline(t.database.db, agent, agent), false);
    } finally {
      await setParent(deep, agent);
    }
  });

  test('stops at a corrupt cycle instead of looping', async () => {
    const [a, b] = (await Promise.all(['team03', 'team04'].map(idOf))) as [number, number];
    const agent = await idOf('agent01');
    await setParent(a, b);
    await setParent(b, a);
    try {
      const chain = await uplineOf(t.database.db, a);
      assert.ok(chain.length <= 32);
      assert.equal(await isInDownline(t.database.db, agent, a), false);
    } finally {
      await setParent(a, agent);
      await setParent(b, agent);
    }
  });
});
