import { z } from 'zod';
import { okEnvelope } from './envelope.js';
import { queryInt } from '../http/schemas.js';
import { amountMajor, operatorName, payoutAccount, withdrawal } from './wallet.js';

// Responsible gaming (issue 12). Money in major units like the wallet; times ISO 8601 (UTC).
// Periods are UTC calendar days, ISO weeks (from Monday 00:00 UTC) and calendar months.

export const RG_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const RG_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type RgLimitKindName = (typeof RG_LIMIT_KINDS)[number];
export type RgPeriodName = (typeof RG_PERIODS)[number];

/** Time-outs and self-exclusions: a fixed list of lengths; none can be shortened or cancelled. */
export const RG_TIMEOUTS = ['24H', '1W', '1M', '6W'] as const;
export const RG_SELF_EXCLUSIONS = ['6M', '1Y', '2Y', '5Y'] as const;

/** Minutes a session may last (its time limit), and the reality check's intervals. */
export const RG_SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;
export const RG_REALITY_CHECK_MINUTES = { min: 10, max: 60 } as const;

/** One limit as the member sees it, with what the current period has used. */
export const rgLimit = z.strictObject({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** The limit that applies now; null: none. */
  amount: z.number().nullable(),
  /** A raise or removal in its 24-hour cooling-off; `amount` null means the limit goes. */
  pending: z
    .strictObject({
      amount: z.number().nullable(),
      since: z.string(),
      effectiveAt: z.string(),
    })
    .nullable(),
  /** Deposits / net loss / stakes of the current period. */
  used: z.number(),
  periodStart: z.string(),
  resetsAt: z.string(),
});

export const rgExclusion = z.strictObject({
  kind: z.enum(['TIMEOUT', 'SELF_EXCLUSION']),
  from: z.string(),
  until: z.string(),
});

/**
 * A longer session time limit or reality-check interval, or switching one off, in its 24-hour
 * cooling-off: `minutes` null means "off"; it applies by itself at `effectiveAt`.
 */
export const rgPendingChoice = z
  .strictObject({
    minutes: z.number().int().nullable(),
    since: z.string(),
    effectiveAt: z.string(),
  })
  .nullable();

/** GET /wps/rg (members, not trial users) */
export const rgState = z.strictObject({
  limits: z.array(rgLimit),
  /** What applies now (null: none); the pending change beside it. */
  sessionLimitMinutes: z.number().int().nullable(),
  sessionLimitPending: rgPendingChoice,
  realityCheckMinutes: z.number().int().nullable(),
  realityCheckPending: rgPendingChoice,
  exclusion: rgExclusion.nullable(),
  /** True until the member's first deposit order: the deposit screen offers a deposit limit. */
  firstDeposit: z.boolean(),
});
export const rgStateAnswer = okEnvelope(rgState);

/** PUT /wps/rg/limits: `amount` null removes the limit (after the cooling-off). */
export const rgLimitBody = z.strictObject({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  amount: amountMajor.nullable(),
});

/**
 * PUT /wps/rg/session: null switches one off. Each on its own: a shorter time limit or interval
 * (or a first one) applies at once; a longer one or switching off waits 24 hours as pending.
 */
export const rgSessionBody = z.strictObject({
  sessionLimitMinutes: z
    .number()
    .int()
    .min(RG_SESSION_LIMIT_MINUTES.min)
    .max(RG_SESSION_LIMIT_MINUTES.max)
    .nullable(),
  realityCheckMinutes: z
    .number()
    .int()
    .min(RG_REALITY_CHECK_MINUTES.min)
    .max(RG_REALITY_CHECK_MINUTES.max)
    .nullable(),
});

/**
 * POST /wps/rg/exclusion: a time-out or self-exclusion. The screen asks twice; the call must
 * say so (`confirmed: 2`). Every session of the member ends.
 */
export const rgExclusionBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('TIMEOUT'),
    length: z.enum(RG_TIMEOUTS),
    confirmed: z.literal(2),
  }),
  z.strictObject({
    kind: z.literal('SELF_EXCLUSION'),
    length: z.enum(RG_SELF_EXCLUSIONS),
    confirmed: z.literal(2),
  }),
]);
export const rgExclusionAnswer = okEnvelope(rgExclusion);

/** GET and POST (answer) /wps/rg/reality-check: the signed-in session's figures. */
export const realityCheck = z.strictObject({
  /** The interval in minutes; null: reality checks are off. */
  intervalMinutes: z.number().int().nullable(),
  /** True when the member must answer a check before playing on. */
  due: z.boolean(),
  /** When the next check is due (null when off). */
  nextAt: z.string().nullable(),
  /** When the session's time limit signs the member out (null: no limit). */
  sessionEndsAt: z.string().nullable(),
  sessionStartedAt: z.string(),
  durationSeconds: z.number().int(),
  stake: z.number(),
  payout: z.number(),
  /** Payouts minus stakes: what the member won (positive) or lost (negative). */
  net: z.number(),
});
export const realityCheckAnswer = okEnvelope(realityCheck);

/** The value of a refused deposit or bet (RG_LIMIT_REACHED). */
export const rgLimitRefusal = z.strictObject({
  limit: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  amount: z.number(),
  used: z.number(),
  resetsAt: z.string(),
});

export type RgState = z.output<typeof rgState>;
export type RgLimit = z.output<typeof rgLimit>;
export type RgPendingChoice = z.output<typeof rgPendingChoice>;
export type RgExclusion = z.output<typeof rgExclusion>;
export type RgLimitBody = z.input<typeof rgLimitBody>;
export type RgSessionBody = z.input<typeof rgSessionBody>;
export type RgExclusionBody = z.input<typeof rgExclusionBody>;
export type RealityCheck = z.output<typeof realityCheck>;
export type RgLimitRefusal = z.output<typeof rgLimitRefusal>;

// Issue 33 item 5: an excluded or timed-out member's money is not stranded.

/**
 * What a refused login of an excluded or timed-out member offers when money is on the balance
 * and a payout account is on file: a single-use ticket (15 minutes) that can only request the
 * payout of the whole balance to one of those accounts (POST /wps/rg/exclusion/payout).
 */
export const exclusionPayoutOffer = z.strictObject({
  ticket: z.string(),
  expiresAt: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.number(),
  /** What the payout moves: the balance, or 0 while a claimed bonus's turnover is owed. */
  withdrawable: z.number(),
  turnoverRemaining: z.number(),
  /** The fee the payout pays under the withdrawal settings. */
  fee: z.number(),
  accounts: z.array(payoutAccount),
});
export type ExclusionPayoutOffer = z.output<typeof exclusionPayoutOffer>;

/** The `value` of a SELF_EXCLUDED refusal. */
export const selfExcludedValue = z.strictObject({
  kind: z.enum(['TIMEOUT', 'SELF_EXCLUSION']),
  until: z.string(),
  payout: exclusionPayoutOffer.optional(),
});
export type SelfExcludedValue = z.output<typeof selfExcludedValue>;

/** POST /wps/rg/exclusion/payout (no session: the ticket is the proof). */
export const exclusionPayoutBody = z.strictObject({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  accountId: z.number().int().positive(),
});
export type ExclusionPayoutBody = z.input<typeof exclusionPayoutBody>;
export const exclusionPayoutAnswer = okEnvelope(withdrawal);

/** GET /ops/responsible-gaming/exclusions: members in a time-out or self-exclusion now. */
export const opsExclusionsQuery = z.strictObject({
  pageNo: queryInt(1, 10_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});
export const opsExclusion = z.strictObject({
  username: z.string(),
  kind: z.enum(['TIMEOUT', 'SELF_EXCLUSION']),
  from: z.string(),
  until: z.string(),
  balance: z.number(),
  /** Withdrawals waiting for an operator's decision: their count and sum. */
  pendingPayouts: z.number().int(),
  pendingAmount: z.number(),
  payoutAccounts: z.array(payoutAccount),
});
export const opsExclusionsAnswer = okEnvelope(
  z.strictObject({
    list: z.array(opsExclusion),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
);

/** POST /ops/responsible-gaming/exclusions/{username}/payout */
export const opsExclusionParams = z.strictObject({
  username: z.string().regex(/^[A-Za-z0-9_]{1,32}$/),
});
export const opsExclusionPayoutBody = z.strictObject({
  operator: operatorName,
  /** One of the member's payout accounts; without it, the member's only (or first) one. */
  accountId: z.number().int().positive().optional(),
});
export const opsExclusionPayoutAnswer = okEnvelope(
  z.strictObject({
    username: z.string(),
    withdrawal: withdrawal,
    balance: z.number(),
    /** True when this exclusion was already paid out by an operator (nothing moved again). */
    duplicate: z.boolean(),
  }),
);
