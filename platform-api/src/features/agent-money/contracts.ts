import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Contract,
  ContractCheck,
  ContractKind,
  ContractTierInput,
} from '../../contract/agent-money.js';
import type { Db, Executor } from '../../db/database.js';
import { lockKeys } from '../../db/locks.js';
import { agentContracts, members, type ContractTier } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { isAgentType } from '../agent/index.js';
import { checkUnderOwnContract } from './contract-cap.js';

type ContractRow = typeof agentContracts.$inferSelect;

export const toMinor = (major: number): number => Math.round(major * 100);

/** Salary and hourly tiers pay minor units; dividend tiers a percent held as basis points. */
function storedTiers(kind: ContractKind, tiers: readonly ContractTierInput[]): ContractTier[] {
  return tiers.map((tier) => ({
    minAmountMinor: toMinor(tier.minAmount),
    minActive: tier.minActive,
    pay: kind === 'DIVIDEND' ? Math.round(tier.pay * 100) : toMinor(tier.pay),
  }));
}

function contractAnswer(row: ContractRow, offeredBy: string | null): Contract {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    status: row.status,
    offeredBy,
    tiers: row.tiers.map((tier) => ({
      minAmount: toMajor(tier.minAmountMinor),
      minActive: tier.minActive,
      pay: row.kind === 'DIVIDEND' ? tier.pay / 100 : toMajor(tier.pay),
    })),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function answers(db: Executor, rows: ContractRow[]): Promise<Contract[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.offeredBy ? [row.offeredBy] : [])))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(inArray(members.id, ids));
    for (const row of found) names.set(row.id, row.username);
  }
  return rows.map((row) =>
    contractAnswer(row, row.offeredBy ? (names.get(row.offeredBy) ?? null) : null),
  );
}

/**
 * An offer to an agent. `offeredBy` is the upline (it must be the agent's direct parent; the
 * offer is capped by its own contract, see checkUnderOwnContract) or null for the platform
 * (uncapped). An earlier open offer of the same kind is withdrawn (ENDED).
 */
export async function offerContract(
  db: Db,
  offeredBy: number | null,
  input: {
    agentId: number;
    kind: ContractKind;
    period?: 'DAY' | 'WEEK' | 'MONTH';
    tiers: ContractTierInput[];
  },
  now: Date,
): Promise<Contract> {
  const [agent] = await db
    .select({
      id: members.id,
      type: members.type,
      parent: members.parentAgentId,
      isTrial: members.isTrial,
    })
    .from(members)
    .where(eq(members.id, input.agentId));
  if (!agent) throw new ApiError('NOT_FOUND');
  if (offeredBy !== null && agent.parent !== offeredBy) throw new ApiError('ACCESS_DENIED');
  if (!isAgentType(agent.type) || agent.isTrial) {
    throw new ApiError('INVALID_INPUT', null, [{ path: 'agentId', messageKey: 'non_agent_login' }]);
  }
  const period = input.kind === 'DIVIDEND' ? (input.period ?? 'MONTH') : 'DAY';
  const tiers = storedTiers(input.kind, input.tiers);
  const row = await db.transaction(async (tx) => {
    // The offering agent's key too: its own contract cannot change while the offer is checked.
    await lockKeys(tx, 'contract', [
      String(agent.id),
      offeredBy === null ? null : String(offeredBy),
    ]);
    if (offeredBy !== null) {
      await checkUnderOwnContract(tx, offeredBy, input.kind, period, tiers);
    }
    await tx
      .update(agentContracts)
      .set({ status: 'ENDED', decidedAt: now })
      .where(
        and(
          eq(agentContracts.agentId, agent.id),
          eq(agentContracts.kind, input.kind),
          eq(agentContracts.status, 'OFFERED'),
        ),
      );
    const [created] = await tx
      .insert(agentContracts)
      .values({
        agentId: agent.id,
        offeredBy,
        kind: input.kind,
        period,
        tiers,
        status: 'OFFERED',
        createdAt: now,
      })
      .returning();
    return created!;
  });
  return (await answers(db, [row]))[0]!;
}

/** Accept (the active contract of the kind ends) or decline an open offer made to the agent. */
export async function decideOffer(
  db: Db,
  agentId: number,
  contractId: number,
  accept: boolean,
  now: Date,
): Promise<Contract> {
  const row = await db.transaction(async (tx) => {
    await lockKeys(tx, 'contract', [String(agentId)]);
    const [offer] = await tx
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.id, contractId), eq(agentContracts.agentId, agentId)));
    if (!offer) throw new ApiError('NOT_FOUND');
    if (offer.status !== 'OFFERED') throw new ApiError('ORDER_STATE');
    if (accept) {
      await tx
        .update(agentContracts)
        .set({ status: 'ENDED', decidedAt: now })
        .where(
          and(
            eq(agentContracts.agentId, agentId),
            eq(agentContracts.kind, offer.kind),
            eq(agentContracts.status, 'ACTIVE'),
          ),
        );
    }
    const [updated] = await tx
      .update(agentContracts)
      .set({ status: accept ? 'ACTIVE' : 'DECLINED', decidedAt: now })
      .where(eq(agentContracts.id, offer.id))
      .returning();
    return updated!;
  });
  return (await answers(db, [row]))[0]!;
}

export async function contractsOf(
  db: Executor,
  agentId: number,
  kind: ContractKind,
): Promise<{ active: Contract | null; offers: Contract[] }> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.agentId, agentId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['ACTIVE', 'OFFERED']),
      ),
    )
    .orderBy(desc(agentContracts.id));
  const all = await answers(db, rows);
  return {
    active: all.find((row) => row.status === 'ACTIVE') ?? null,
    offers: all.filter((row) => row.status === 'OFFERED'),
  };
}

/** Account types that never get a contract prompt (spec section 6). */
export const NO_CONTRACT_PROMPT_TYPES: readonly number[] = [4, 40, 41, 42];

/** The contract request check: which kinds have an open offer waiting for the agent. */
export async function contractCheck(
  db: Executor,
  member: { id: number; type: number },
): Promise<ContractCheck> {
  const none = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
  if (NO_CONTRACT_PROMPT_TYPES.includes(member.type)) return none;
  const rows = await db
    .select({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(and(eq(agentContracts.agentId, member.id), eq(agentContracts.status, 'OFFERED')))
    .groupBy(agentContracts.kind);
  const kinds = new Set(rows.map((row) => row.kind));
  return {
    dailysalreqtype: kinds.has('SALARY'),
    divtypecompperiodreq: kinds.has('DIVIDEND'),
    contracthoursalreq: kinds.has('HOURLY'),
  };
}

/** The contracts in force for a day's settlement: accepted before the day ended. */
export async function activeContracts(db: Executor, dayEnd: Date): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.status, 'ACTIVE'),
        sql`${agentContracts.decidedAt} < ${dayEnd.toISOString()}`,
      ),
    )
    .orderBy(agentContracts.id);
}
