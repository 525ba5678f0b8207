import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Mirrors migrations/0021_agent_money.sql. Rates are basis points of the stake (100 = 1 %). */
export const rebateDefaults = pgTable('rebate_defaults', {
  category: text('category').primaryKey(),
  rateBp: integer('rate_bp').notNull(),
});

export const rebateSettings = pgTable(
  'rebate_settings',
  {
    memberId: integer('member_id').notNull(),
    category: text('category').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.category] })],
);

export const registrationLinks = pgTable('registration_links', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id').notNull(),
  code: text('code').notNull(),
  accountType: smallint('account_type').$type<0 | 1>().notNull(),
  /** Category → basis points given to whoever registers through the link. */
  rates: jsonb('rates').$type<Record<string, number>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  registrations: integer('registrations').notNull().default(0),
});

export type SettlementKind = 'REBATE' | 'SALARY' | 'DIVIDEND' | 'HOURLY';

export const agentSettlements = pgTable(
  'agent_settlements',
  {
    day: date('day').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<SettlementKind>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    ownMinor: bigint('own_minor', { mode: 'number' }).notNull(),
    downlineMinor: bigint('downline_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    contractId: integer('contract_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.memberId, table.kind] })],
);

/** A business day whose settlement finished (the timer catches up the days after the last one). */
export const agentSettlementRuns = pgTable('agent_settlement_runs', {
  day: date('day').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});

export type ContractKind = 'SALARY' | 'DIVIDEND' | 'HOURLY';
export type ContractStatus = 'OFFERED' | 'ACTIVE' | 'DECLINED' | 'ENDED';
export type ContractPeriod = 'DAY' | 'WEEK' | 'MONTH';

/** A tier: reached when the team's figure and active members are at least the minimums. */
export interface ContractTier {
  /** Minor units: team turnover (salary, hourly per hour) or team net loss (dividend). */
  minAmountMinor: number;
  minActive: number;
  /** Salary and hourly: minor units paid; dividend: basis points of the net loss. */
  pay: number;
}

export const agentContracts = pgTable('agent_contracts', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id').notNull(),
  offeredBy: integer('offered_by'),
  kind: text('kind').$type<ContractKind>().notNull(),
  period: text('period').$type<ContractPeriod>().notNull().default('DAY'),
  tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
  status: text('status').$type<ContractStatus>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
