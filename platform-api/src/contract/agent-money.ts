import { z } from 'zod';
import { calendarDate, queryInt } from '../http/schemas.js';
import { VENDOR_CATEGORIES } from './games.js';
import { okEnvelope } from './envelope.js';

/** The rebate categories are the catalogue's game types. */
export const REBATE_CATEGORIES = VENDOR_CATEGORIES;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** The highest rebate rate anyone can hold, percent of the stake. */
export const MAX_REBATE_PERCENT = 10;

/** A rate in percent of the stake, two decimals (0.01 % steps), 0 to 10. */
const percent = z
  .number()
  .min(0)
  .max(MAX_REBATE_PERCENT)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'at most two decimals',
  });

/** Rates by category, percent; categories left out keep their current rate. */
export const rebateRates = z.partialRecord(z.enum(REBATE_CATEGORIES), percent);

export const rebateLine = z.strictObject({
  category: z.enum(REBATE_CATEGORIES),
  /** The account's rate, percent. */
  rate: z.number(),
  /** The highest rate it may hold: its upline's (or the platform default without one). */
  cap: z.number(),
});

/** GET /wps/agent/rebate: the caller's own rates. */
export const ownRebateAnswer = okEnvelope(z.array(rebateLine));

/** GET /wps/agent/rebate/team */
export const teamRebateQuery = z.strictObject({
  pageNo: queryInt(1, 10_000).optional(),
  pageSize: queryInt(1, 100).optional(),
  username: z.string().trim().max(64).optional(),
});
export const teamRebateMember = z.strictObject({
  memberId: z.number().int(),
  username: z.string(),
  /** 0 member, 1 agent. */
  type: z.number().int(),
  /** 1 = directly below the caller. */
  depth: z.number().int(),
  rates: z.array(rebateLine),
});
export const teamRebateAnswer = okEnvelope(
  z.strictObject({
    list: z.array(teamRebateMember),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
);

/** PUT /wps/agent/rebate/member: set a downline account's rates (each at most its upline's). */
export const setMemberRebateBody = z.strictObject({
  memberId: z.number().int().positive(),
  rates: rebateRates,
});
export const setMemberRebateAnswer = okEnvelope(z.array(rebateLine));

/**
 * POST /wps/agent/rebate/member/preview (the body of PUT /wps/agent/rebate/member): what the
 * change would do — the rates before and after, and the accounts below lowered with it.
 */
export const rebatePreview = z.strictObject({
  before: z.array(rebateLine),
  after: z.array(rebateLine),
  alsoLowered: z.strictObject({
    /** Every account below whose rates the change lowers. */
    total: z.number().int(),
    /** The first 50 of them by username, each with its lowered categories. */
    list: z.array(
      z.strictObject({
        memberId: z.number().int(),
        username: z.string(),
        changes: z.array(
          z.strictObject({
            category: z.enum(REBATE_CATEGORIES),
            from: z.number(),
            to: z.number(),
          }),
        ),
      }),
    ),
  }),
});
export const rebatePreviewAnswer = okEnvelope(rebatePreview);

/** GET /wps/agent/settlements: the caller's settlement history of one kind. */
export const SETTLEMENT_KINDS = ['REBATE', 'SALARY', 'DIVIDEND', 'HOURLY'] as const;
export const settlementHistoryQuery = z.strictObject({
  kind: z.enum(SETTLEMENT_KINDS).optional(),
  pageNo: queryInt(1, 10_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});
export const settlementRow = z.strictObject({
  day: z.string(),
  kind: z.enum(SETTLEMENT_KINDS),
  /** Major units: the stakes (rebate) or team figure (contracts) it was computed from. */
  base: z.number(),
  /** Major units: rebate on own stakes, rebate differences from the downline. */
  own: z.number(),
  downline: z.number(),
  amount: z.number(),
});
export const settlementHistoryAnswer = okEnvelope(
  z.strictObject({
    list: z.array(settlementRow),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
);

/** Registration rules of the agent's new accounts: 0 member, 1 sub-agent. */
export const accountType = z.union([z.literal(0), z.literal(1)]);

/** POST /wps/agent/accounts: the agent creates a member or sub-agent under itself. */
export const createDownlineBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  accountType,
  rates: rebateRates,
});
export const createDownlineAnswer = okEnvelope(
  z.strictObject({ memberId: z.number().int(), username: z.string(), type: z.number().int() }),
);

/** POST /wps/agent/links */
export const createLinkBody = z.strictObject({
  accountType,
  rates: rebateRates,
  /** Days until the link stops working; null = never. */
  expiresInDays: z.number().int().min(1).max(365).nullable(),
});
export const registrationLink = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  /** Path of the register screen with the code (the front end adds its origin). */
  path: z.string(),
  accountType: z.number().int(),
  rates: z.array(z.strictObject({ category: z.enum(REBATE_CATEGORIES), rate: z.number() })),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  registrations: z.number().int(),
});
export const registrationLinkAnswer = okEnvelope(registrationLink);
export const registrationLinksAnswer = okEnvelope(z.array(registrationLink));
export const linkParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** Contracts: salary (daily), dividend (per period), hourly. */
export const CONTRACT_KINDS = ['SALARY', 'DIVIDEND', 'HOURLY'] as const;
export const CONTRACT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const contractTier = z.strictObject({
  /** Major units: the team's turnover (salary; hourly: in the hour) or net loss (dividend). */
  minAmount: z.number().min(0).max(1e9),
  /** Team members with a settled bet in the day (dividend: in the period). */
  minActive: z.number().int().min(0).max(1_000_000),
  /** Salary and hourly: major units paid; dividend: percent of the team's net loss. */
  pay: z.number().min(0).max(1e7),
});
export const contractOfferBody = z.strictObject({
  agentId: z.number().int().positive(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS).optional(),
  tiers: z.array(contractTier).min(1).max(20),
});
export const contract = z.strictObject({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  status: z.enum(['OFFERED', 'ACTIVE', 'DECLINED', 'ENDED']),
  /** The upline's username; null when the platform offered it. */
  offeredBy: z.string().nullable(),
  tiers: z.array(contractTier),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const contractKindQuery = z.strictObject({ kind: z.enum(CONTRACT_KINDS) });
export const contractsAnswer = okEnvelope(
  z.strictObject({ active: contract.nullable(), offers: z.array(contract) }),
);
export const contractAnswer = okEnvelope(contract);
export const contractParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** GET /wps/agent/contracts/offered?agentId=: a direct sub-agent's contracts, as its upline sees them. */
export const subAgentContractsQuery = z.strictObject({ agentId: queryInt(1, 2_147_483_647) });
export const subAgentContractsAnswer = okEnvelope(
  z.strictObject({
    agent: z.strictObject({ id: z.number().int(), username: z.string() }),
    /** In force and open offers of every kind, then the upline's latest decided offers. */
    contracts: z.array(contract),
  }),
);

/** GET /wps/agent/contracts/check: the contract request check after login (spec section 3). */
export const contractCheckAnswer = okEnvelope(
  z.strictObject({
    dailysalreqtype: z.boolean(),
    divtypecompperiodreq: z.boolean(),
    contracthoursalreq: z.boolean(),
  }),
);

/** POST /ops/agent/settlements */
export const settleBody = z.strictObject({ date: calendarDate });
export const settlementSummary = z.strictObject({
  date: z.string(),
  /** Payments made by this run (0 when the day was already settled). */
  paid: z.number().int(),
  /** Major units paid by this run, per kind. */
  rebate: z.number(),
  salary: z.number(),
  dividend: z.number(),
  hourly: z.number(),
});
export const settleAnswer = okEnvelope(settlementSummary);

/** POST /ops/agent/contracts: the platform offers a contract (e.g. to a top-level agent). */
export const opsContractOfferBody = contractOfferBody;

export type RebateLine = z.output<typeof rebateLine>;
export type RebateRates = z.output<typeof rebateRates>;
export type TeamRebateMember = z.output<typeof teamRebateMember>;
export type TeamRebateQuery = z.input<typeof teamRebateQuery>;
export type RebatePreview = z.output<typeof rebatePreview>;
export type SetMemberRebateBody = z.input<typeof setMemberRebateBody>;
export type SettlementRow = z.output<typeof settlementRow>;
export type SettlementHistoryQuery = z.input<typeof settlementHistoryQuery>;
export type CreateDownlineBody = z.input<typeof createDownlineBody>;
export type CreateLinkBody = z.input<typeof createLinkBody>;
export type RegistrationLink = z.output<typeof registrationLink>;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export type Contract = z.output<typeof contract>;
export type ContractOfferBody = z.input<typeof contractOfferBody>;
export type ContractTierInput = z.output<typeof contractTier>;
export type SubAgentContracts = z.output<typeof subAgentContractsAnswer>['value'];
export type ContractCheck = z.output<typeof contractCheckAnswer>['value'];
export type SettlementSummary = z.output<typeof settlementSummary>;
