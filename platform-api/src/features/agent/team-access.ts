import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { isInDownline, uplineOf } from './hierarchy.js';
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
  if (!(await isInDownline(db, caller.id, agentId))) throw new ApiError('NO_PERMISSION');
  const [target] = await selectRows<{ type: number }>(
    db,
    sql`SELECT type FROM members WHERE id = ${agentId}`,
  );
  if (!target || !isAgentType(Number(target.type))) throw new ApiError('NO_PERMISSION');
  const chain = await uplineOf(db, agentId);
  const below = chain
    .slice(
      0,
      chain.findIndex((link) => link.id === caller.id),
    )
    .reverse();
  const ids = [...below.map((link) => link.id), agentId];
  const names = await selectRows<{ id: number; username: string }>(
    db,
    sql`SELECT id, username FROM members WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const nameOf = new Map(names.map((row) => [Number(row.id), row.username]));
  return [self, ...ids.map((id, i) => ({ id, username: nameOf.get(id) ?? '', level: i + 1 }))];
}

/** The member of the caller's downline with this username, or 403 as for any outsider. */
export async function downlineMemberByName(
  db: Db,
  agentId: number,
  username: string,
): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM members WHERE lower(username) = lower(${username})`,
  );
  if (!row || !(await isInDownline(db, agentId, Number(row.id)))) {
    throw new ApiError('NO_PERMISSION');
  }
  return Number(row.id);
}
