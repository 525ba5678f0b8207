import { z } from 'zod';
import {
  calendarDate,
  customPeriodNeedsDates,
  optional,
  pageParams,
  periodFields,
  queryInt,
  text,
} from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

/**
 * GET /wps/agent/team/kpi: a range of at most 92 business days (the brand's business time zone),
 * YYYY/MM/DD or YYYY-MM-DD; without dates, the server's business today. `scope` as the team
 * overview's: the direct members (default) or the whole team.
 */
export const teamKpiQuery = z
  .strictObject({
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
    size: queryInt(0, 100).optional(),
    scope: z.enum(['direct', 'all']).default('direct'),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'endDate before startDate',
  })
  .refine(
    (q) =>
      !q.startDate ||
      !q.endDate ||
      Date.parse(q.endDate) - Date.parse(q.startDate) <= 92 * 86_400_000,
    { path: ['endDate'], message: 'range longer than 92 days' },
  );

/** Figures of an agent's team (the scope) over the range; online = holding a live session now. */
export const teamKpi = z.strictObject({
  teamLoginMemberCount: z.number().int(),
  teamBetMemberCount: z.number().int(),
  teamRegisterMemberCount: z.number().int(),
  teamOnlineCount: z.number().int(),
  /** The business days counted (YYYY-MM-DD, inclusive) and the zone they are days of. */
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  scope: z.enum(['direct', 'all']),
});
export const teamKpiAnswer = okEnvelope(teamKpi);

export type TeamKpiQuery = z.input<typeof teamKpiQuery>;
export type TeamKpi = z.output<typeof teamKpi>;

// Team reports (issue 13): an agent's team over a period, its members and their bets. Every call
// is restricted to the caller's own downline; anything else answers 403 NO_PERMISSION and reveals
// nothing (not even whether the member exists). Periods are days of the brand's business time zone
// (brands.business_time_zone; answers say it in timeZone), the days the daily tables they add up
// are keyed by (migration 0048); money in major units.

/** Period presets of the team reports; `custom` takes startDate and endDate (≤ 92 days). */
export const TEAM_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];
/** The longest custom period, in days (both ends included). */
export const TEAM_MAX_DAYS = 92;

/** `direct` = the agent's own members only; `all` = the whole downline at every depth. */
export const TEAM_SCOPES = ['direct', 'all'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

const teamPeriodFields = periodFields(TEAM_PERIODS);

/** A member id of the caller's downline (drill-down); absent = the caller itself. */
const agentIdParam = queryInt(1, 2_147_483_647);

/** GET /wps/agent/team/overview */
export const teamOverviewQuery = z
  .strictObject({
    ...teamPeriodFields,
    scope: z.enum(TEAM_SCOPES).default('all'),
    agentId: agentIdParam.optional(),
  })
  .refine(...customPeriodNeedsDates);

/** The figures of a group of members over a period. */
export const teamFigures = z.strictObject({
  deposits: z.number(),
  withdrawals: z.number(),
  stakes: z.number(),
  payouts: z.number(),
  bonuses: z.number(),
  rebates: z.number(),
  /** payouts − stakes (settled bets) + bonuses + rebates, as the members see it. */
  netWinLoss: z.number(),
});

export const teamSummary = teamFigures.extend({
  /** Members in the scope now. */
  members: z.number().int(),
  registrations: z.number().int(),
  /** Members whose first ever deposit fell in the period. */
  firstDeposits: z.number().int(),
  /** Members with at least one settled bet in the period. */
  activeBettors: z.number().int(),
  /** Sum of the members' main balances now. */
  teamBalance: z.number(),
});

const teamAgent = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  /** Levels below the caller: 0 = the caller itself. */
  level: z.number().int(),
});

/** The zone of a report's days: the brand's business time zone, named when not the viewer's. */
const reportZone = z.string();

export const teamOverview = z.strictObject({
  /** The resolved period (YYYY-MM-DD days of timeZone, inclusive). */
  startDate: z.string(),
  endDate: z.string(),
  timeZone: reportZone,
  scope: z.enum(TEAM_SCOPES),
  agent: teamAgent,
  summary: teamSummary,
});
export const teamOverviewAnswer = okEnvelope(teamOverview);

/** GET /wps/agent/team/pnl: the agent's direct members, a sub-agent's row covering its team. */
export const teamPnlQuery = z
  .strictObject({
    ...teamPeriodFields,
    agentId: agentIdParam.optional(),
    ...pageParams(20),
  })
  .refine(...customPeriodNeedsDates);

export const teamPnlRow = teamFigures.extend({
  memberId: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
  /** Members below this one (0 for a plain member); its figures include them. */
  teamSize: z.number().int(),
  /** This member's (and its team's) main balances now. */
  balance: z.number(),
});

export const teamPnl = z.strictObject({
  startDate: z.string(),
  endDate: z.string(),
  timeZone: reportZone,
  agent: teamAgent,
  /** The chain from the caller down to the viewed agent, for the way back up. */
  path: z.array(teamAgent),
  /** The whole downline of the viewed agent. */
  summary: teamSummary,
  list: z.array(teamPnlRow),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export const teamPnlAnswer = okEnvelope(teamPnl);

/** GET /wps/agent/team/members/:id: one member of the caller's downline over a period. */
export const teamMemberParams = z.strictObject({ id: agentIdParam });
export const teamMemberDetailQuery = z
  .strictObject({ ...teamPeriodFields })
  .refine(...customPeriodNeedsDates);
export const teamMemberDetail = z.strictObject({
  startDate: z.string(),
  endDate: z.string(),
  timeZone: reportZone,
  member: z.strictObject({
    id: z.number().int(),
    username: z.string(),
    nickname: z.string().nullable(),
    isAgent: z.boolean(),
    /** Levels below the caller: 1 = a direct member. */
    level: z.number().int(),
    online: z.boolean(),
    /** Disabled by the operator (cannot log in). */
    disabled: z.boolean(),
    /** A time-out or self-exclusion is in force now; the reason and length are never shown. */
    excluded: z.boolean(),
    /** The member has set a deposit, loss or wager limit; which and how much is not shown. */
    limited: z.boolean(),
    registeredAt: z.string(),
    lastLoginAt: z.string().nullable(),
    balance: z.number(),
  }),
  /** The member's own figures over the period (not its team's). */
  figures: z.strictObject({
    deposits: z.number(),
    withdrawals: z.number(),
    /** Bets placed in the period (cancelled ones left out). */
    bets: z.number().int(),
    stakes: z.number(),
    /** The stakes of the period's settled bets. */
    validTurnover: z.number(),
    /** Payouts − stakes. */
    winLoss: z.number(),
    rebates: z.number(),
    bonuses: z.number(),
  }),
});
export const teamMemberDetailAnswer = okEnvelope(teamMemberDetail);

export const TEAM_MEMBER_KINDS = ['member', 'agent'] as const;

/** GET /wps/agent/team/members */
export const teamMembersQuery = z
  .strictObject({
    username: optional(text(32)),
    online: optional(z.enum(['true', 'false'])),
    kind: optional(z.enum(TEAM_MEMBER_KINDS)),
    scope: z.enum(TEAM_SCOPES).default('direct'),
    registeredFrom: optional(calendarDate),
    registeredTo: optional(calendarDate),
    lastLoginFrom: optional(calendarDate),
    lastLoginTo: optional(calendarDate),
    ...pageParams(20),
  })
  .refine((q) => !q.registeredFrom || !q.registeredTo || q.registeredFrom <= q.registeredTo, {
    path: ['registeredTo'],
    message: 'registeredTo before registeredFrom',
  })
  .refine((q) => !q.lastLoginFrom || !q.lastLoginTo || q.lastLoginFrom <= q.lastLoginTo, {
    path: ['lastLoginTo'],
    message: 'lastLoginTo before lastLoginFrom',
  });

export const teamMember = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Levels below the caller: 1 = a direct member. */
  level: z.number().int(),
  online: z.boolean(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  balance: z.number(),
  /** The member's picture (GET /wps/img/member/{key}.png), or null: shown by initial. */
  iconUrl: z.string().nullable(),
});
export const teamMembersPage = z.strictObject({
  list: z.array(teamMember),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export const teamMembersAnswer = okEnvelope(teamMembersPage);

/** GET /wps/agent/team/bets: bets of the whole downline. */
export const teamBetsQuery = z
  .strictObject({
    ...teamPeriodFields,
    /** A part of a username: the bets of the downline's members whose name contains it. */
    username: optional(text(32)),
    category: optional(z.string().regex(/^[A-Z]{2,16}$/)),
    ...pageParams(20),
  })
  .refine(...customPeriodNeedsDates);

export const teamBet = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  roundId: z.string(),
  gameName: z.string(),
  category: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** payout − stake once settled; 0 while open or cancelled. */
  winLoss: z.number(),
  status: z.enum(['OPEN', 'SETTLED', 'CANCELLED']),
  placedAt: z.string(),
});
export const teamBetsPage = z.strictObject({
  startDate: z.string(),
  endDate: z.string(),
  timeZone: reportZone,
  list: z.array(teamBet),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totals: z.strictObject({ bets: z.number().int(), stake: z.number(), winLoss: z.number() }),
});
export const teamBetsAnswer = okEnvelope(teamBetsPage);

export type TeamOverviewQuery = z.input<typeof teamOverviewQuery>;
export type TeamOverview = z.output<typeof teamOverview>;
export type TeamSummary = z.output<typeof teamSummary>;
export type TeamPnlQuery = z.input<typeof teamPnlQuery>;
export type TeamPnl = z.output<typeof teamPnl>;
export type TeamPnlRow = z.output<typeof teamPnlRow>;
export type TeamMembersQuery = z.input<typeof teamMembersQuery>;
export type TeamMembersPage = z.output<typeof teamMembersPage>;
export type TeamMember = z.output<typeof teamMember>;
export type TeamMemberDetail = z.output<typeof teamMemberDetail>;
export type TeamMemberDetailQuery = z.input<typeof teamMemberDetailQuery>;
export type TeamBetsQuery = z.input<typeof teamBetsQuery>;
export type TeamBetsPage = z.output<typeof teamBetsPage>;
export type TeamBet = z.output<typeof teamBet>;
