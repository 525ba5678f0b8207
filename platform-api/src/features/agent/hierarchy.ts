import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';

/**
 * The agent tree. Each member's upline is fixed at registration (`members.parent_agent_id`); the
 * whole downline is walked with a recursive query over that column's index rather than kept in a
 * closure table, so there is nothing to keep in step when members are created in several places
 * (register, agent-created accounts, social sign-up, seed). Depth is bounded so that a corrupt
 * cycle cannot loop forever.
 */
export const MAX_TREE_DEPTH = 32;

/**
 * A `WITH RECURSIVE` clause naming `downline(id, depth)`: every member below `agentId` (depth 1 =
 * direct), not the agent itself. Use as `sql\`${downlineCte(id)} SELECT ... FROM downline ...\``.
 */
export function downlineCte(agentId: number): SQL {
  return sql`WITH RECURSIVE downline(id, depth) AS (
      SELECT id, 1 FROM members WHERE parent_agent_id = ${agentId}
      UNION ALL
      SELECT m.id, d.depth + 1 FROM members m JOIN downline d ON m.parent_agent_id = d.id
      WHERE d.depth < ${MAX_TREE_DEPTH}
    )`;
}

/** True when `memberId` is below `agentId` at any depth (an agent is not in its own downline). */
export async function isInDownline(
  db: Executor,
  agentId: number,
  memberId: number,
): Promise<boolean> {
  if (agentId === memberId) return false;
  const chain = await uplineOf(db, memberId);
  return chain.some((link) => link.id === agentId);
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
    sql`WITH RECURSIVE upline(id, level) AS (
        SELECT parent_agent_id, 1 FROM members WHERE id = ${memberId} AND parent_agent_id IS NOT NULL
        UNION ALL
        SELECT m.parent_agent_id, u.level + 1 FROM members m JOIN upline u ON m.id = u.id
        WHERE m.parent_agent_id IS NOT NULL AND u.level < ${MAX_TREE_DEPTH}
      )
      SELECT id, level FROM upline ORDER BY level`,
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
