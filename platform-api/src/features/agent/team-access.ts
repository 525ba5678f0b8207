import { sql } from 'drizzle-orm';
import { selectPreparedRows, selectRows, type Db } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { MAX_TREE_DEPTH } from './hierarchy.js';
import { containsPattern } from './name-pattern.js';
import { isAgentType } from './service.js';

export interface TeamAgentRef {
  id: number;
  username: string;
  /** Levels below the caller: 0 = the caller itself. */
  level: number;
}

/** The caller must be an agent (type not 0, 4, 40). */
export function requireAgent(member: { type: number }): void {
  if (!isAgentType(member.type)) throw new ApiError('NON_AGENT');
}

/**
 * The agent whose team a report shows: the caller, or a sub-agent of the caller's own downline.
 * Anything else (a sibling's or parent's member, an agent elsewhere, a plain member, an id that
 * does not exist) is the same 403, so the answer reveals nothing about members outside.
 * Answers the chain from the caller down to that agent.
 */
export async function viewedAgentPath(
  db: Db,
  caller: { id: number; username: string },
  agentId: number | undefined,
): Promise<TeamAgentRef[]> {
  const self: TeamAgentRef = { id: caller.id, username: caller.username, level: 0 };
  if (agentId === undefined || agentId === caller.id) return [self];
  // Look-ups by key, the same text on every call: a prepared statement (selectPreparedRows).
  // One round trip instead of four (downline probe, target type, upline, names): `reach` is the
  // caller's depth above the target, empty when the target is outside the downline, so every
  // other row disappears with it. The target comes back as depth 0, the agents between the
  // caller and the target with their depth below the caller's.
  const rows = await selectPreparedRows<{
    id: number;
    username: string;
    type: number;
    depth: number;
  }>(
    db,
    sql`WITH reach AS (
          SELECT depth FROM member_ancestors
           WHERE member_id = ${agentId} AND ancestor_id = ${caller.id}
             AND depth <= ${MAX_TREE_DEPTH}
        )
        SELECT m.id, m.username, m.type, 0 AS depth
          FROM reach JOIN members m ON m.id = ${agentId}
        UNION ALL
        SELECT m.id, m.username, m.type, link.depth
          FROM reach
          JOIN member_ancestors link
            ON link.member_id = ${agentId} AND link.depth < reach.depth
          JOIN members m ON m.id = link.ancestor_id`,
  );
  const target = rows.find((row) => Number(row.depth) === 0);
  if (!target || !isAgentType(Number(target.type))) throw new ApiError('NO_PERMISSION');
  // Nearest the caller first (largest depth below it), the target last.
  const chain = rows
    .filter((row) => Number(row.depth) > 0)
    .sort((a, b) => Number(b.depth) - Number(a.depth));
  return [
    self,
    ...[...chain, target].map((row, i) => ({
      id: Number(row.id),
      username: row.username,
      level: i + 1,
    })),
  ];
}

/**
 * Some member of the caller's downline has a username containing `text` (case-insensitive,
 * `%` and `_` literal), or 403 as for any outsider: a search never says whether a name exists
 * elsewhere.
 */
export async function requireDownlineMatch(db: Db, agentId: number, text: string): Promise<void> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM member_ancestors link JOIN members m ON m.id = link.member_id
         WHERE link.ancestor_id = ${agentId} AND link.depth BETWEEN 1 AND ${MAX_TREE_DEPTH}
           AND lower(m.username) LIKE ${containsPattern(text)}
         LIMIT 1`,
  );
  if (rows.length === 0) throw new ApiError('NO_PERMISSION');
}
