import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';

/**
 * The agent tree. Each member's upline is fixed at registration (`members.parent_agent_id`).
 * Its closure, `member_ancestors(ancestor_id, member_id, depth)` (migration 0031), is kept by
 * triggers on `members`, so every way a member is created (register, agent-created accounts,
 * registration links, social sign-up, seed) keeps it without code of its own; a whole or direct
 * team is then one range of its key instead of a recursive walk. Depth is bounded so that a
 * corrupt cycle cannot loop forever; `pnpm reconcile` checks the closure against that walk.
 */
export const MAX_TREE_DEPTH = 32;

/**
 * A `WITH` clause naming `downline(id, depth)`: every member below `agentId` (depth 1 = direct,
 * at most MAX_TREE_DEPTH), not the agent itself. Use as
 * `sql\`${downlineCte(id)} SELECT ... FROM downline ...\``.
 */
export function downlineCte(agentId: number): SQL {
  return sql`WITH downline(id, depth) AS (
      SELECT member_id, depth FROM member_ancestors
       WHERE ancestor_id = ${agentId} AND depth <= ${MAX_TREE_DEPTH}
    )`;
}

/** True when `memberId` is below `agentId` at any depth (an agent is not in its own downline). */
export async function isInDownline(
  db: Executor,
  agentId: number,
  memberId: number,
): Promise<boolean> {
  if (agentId === memberId) return false;
  const rows = await selectRows<{ depth: number }>(
    db,
    sql`SELECT depth FROM member_ancestors
         WHERE member_id = ${memberId} AND ancestor_id = ${agentId}
           AND depth <= ${MAX_TREE_DEPTH}`,
  );
  return rows.length > 0;
}

export interface UplineLink {
  id: number;
  /** 1 = the member's own parent agent, 2 = that agent's parent, … */
  level: number;
}

/** The chain of agents above a member, nearest first; empty for a member without an upline. */
export async function uplineOf(db: Executor, memberId: number): Promise<UplineLink[]> {
  const rows = await selectRows<{ id: number; level: number }>(
    db,
    sql`SELECT ancestor_id AS id, depth AS level FROM member_ancestors
         WHERE member_id = ${memberId} AND depth <= ${MAX_TREE_DEPTH}
         ORDER BY depth`,
  );
  return rows.map((row) => ({ id: Number(row.id), level: Number(row.level) }));
}

/** Ids of the whole downline of an agent (or only the direct members with `directOnly`). */
export async function downlineIds(
  db: Executor,
  agentId: number,
  options: { directOnly?: boolean } = {},
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`${downlineCte(agentId)} SELECT id FROM downline ${
      options.directOnly ? sql`WHERE depth = 1` : sql``
    } ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}
