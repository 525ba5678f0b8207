import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Contract } from '../../contract/agent-money.js';
import type { Db, Executor } from '../../db/database.js';
import { lockKeys } from '../../db/locks.js';
import { agentContracts, members } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { isAgentType } from '../agent/index.js';
import { answers } from './contracts.js';

/** How many decided (declined or withdrawn) offers the upline sees besides the open ones. */
const DECIDED_SHOWN = 10;

/**
 * A direct sub-agent of the upline (real, not trial) by id; anything else — another agent's
 * sub-agent, a member, an id that does not exist — is the same 403 so nothing leaks.
 */
async function directSubAgent(
  db: Executor,
  uplineId: number,
  agentId: number,
): Promise<{ id: number; username: string }> {
  const [row] = await db
    .select({
      id: members.id,
      username: members.username,
      type: members.type,
      parent: members.parentAgentId,
      isTrial: members.isTrial,
    })
    .from(members)
    .where(eq(members.id, agentId));
  if (!row || row.parent !== uplineId || !isAgentType(row.type) || row.isTrial) {
    throw new ApiError('ACCESS_DENIED');
  }
  return { id: row.id, username: row.username };
}

/**
 * What the upline sees of a direct sub-agent's contracts: those in force and open offers of
 * every kind, and the latest decided offers the upline itself made (declined or withdrawn).
 */
export async function subAgentContracts(
  db: Db,
  uplineId: number,
  agentId: number,
): Promise<{ agent: { id: number; username: string }; contracts: Contract[] }> {
  const agent = await directSubAgent(db, uplineId, agentId);
  const [current, decided] = await Promise.all([
    db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.agentId, agent.id),
          inArray(agentContracts.status, ['ACTIVE', 'OFFERED']),
        ),
      )
      .orderBy(desc(agentContracts.id)),
    db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.agentId, agent.id),
          eq(agentContracts.offeredBy, uplineId),
          inArray(agentContracts.status, ['DECLINED', 'ENDED']),
        ),
      )
      .orderBy(desc(agentContracts.id))
      .limit(DECIDED_SHOWN),
  ]);
  return { agent, contracts: await answers(db, [...current, ...decided]) };
}

/**
 * The upline takes back an offer it made that is still open (status ENDED). Another's offer,
 * or one that does not exist, is 404; one the sub-agent already decided 409 ORDER_STATE.
 */
export async function withdrawOffer(
  db: Db,
  uplineId: number,
  contractId: number,
  now: Date,
): Promise<Contract> {
  const [found] = await db
    .select({ agentId: agentContracts.agentId })
    .from(agentContracts)
    .where(and(eq(agentContracts.id, contractId), eq(agentContracts.offeredBy, uplineId)));
  if (!found) throw new ApiError('NOT_FOUND');
  const row = await db.transaction(async (tx) => {
    // The sub-agent's key, as accepting takes it: a withdrawal and an acceptance never cross.
    await lockKeys(tx, 'contract', [String(found.agentId)]);
    const [offer] = await tx
      .select({ status: agentContracts.status })
      .from(agentContracts)
      .where(eq(agentContracts.id, contractId));
    if (offer?.status !== 'OFFERED') throw new ApiError('ORDER_STATE');
    const [updated] = await tx
      .update(agentContracts)
      .set({ status: 'ENDED', decidedAt: now })
      .where(eq(agentContracts.id, contractId))
      .returning();
    return updated!;
  });
  return (await answers(db, [row]))[0]!;
}
