import { z } from 'zod';
import { csvOf, frontEndParams, pageParams, queryInt, text } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';
import { amountMajor, operatorName } from './wallet.js';

// Promotion rules, a member's participation in a promotion, and bonus turnover (issue 14).
// Money in major units (2 decimals), times ISO 8601 (UTC). The states and rules: API.md
// "Promotions: taking part".

export const JOIN_MODES = ['APPLY', 'DEPOSIT', 'SIGNUP'] as const;
export type JoinMode = (typeof JOIN_MODES)[number];
export const REWARD_KINDS = ['FIXED', 'PERCENT'] as const;

/** The spec's promotion states of a member's participation (section 3). */
export const PARTICIPATION_STATES = [
  'APPLYING',
  'PROCESS',
  'JOINED',
  'ISSUED',
  'REJECTED',
  'CLAIMED',
  'CLOSED',
] as const;
export type ParticipationState = (typeof PARTICIPATION_STATES)[number];

/** Where the promotion's period stands now: before it ("coming soon"), in it, after it. */
export const PROMOTION_PERIODS = ['COMING_SOON', 'OPEN', 'ENDED'] as const;
export type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];

/** How often a member may take part: once, once a UTC day, once an ISO week (from Monday). */
export const RECURRENCES = ['NONE', 'DAILY', 'WEEKLY'] as const;

/** What the member may do next on the promotion's page. */
export const PARTICIPATION_ACTIONS = ['APPLY', 'JOIN', 'CLAIM'] as const;
export type ParticipationAction = (typeof PARTICIPATION_ACTIONS)[number];

/** Limits of an application (spec section 9). */
export const APPLICATION_LIMITS = {
  commentMax: 140,
  imagesMax: 3,
  imageBytesMax: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export const promotionRule = z.strictObject({
  joinMode: z.enum(JOIN_MODES),
  rewardKind: z.enum(REWARD_KINDS),
  /** FIXED: the bonus; null for PERCENT. */
  rewardAmount: z.number().nullable(),
  /** PERCENT: the share of the qualifying deposit, and the most it pays; null for FIXED. */
  rewardPercent: z.number().nullable(),
  rewardCap: z.number().nullable(),
  /** Stakes needed before a withdrawal = bonus × this (0: none). */
  turnoverMultiple: z.number().int(),
  /** Only for members without a paid deposit order (409 FIRST_DEPOSIT_ONLY otherwise). */
  firstDepositOnly: z.boolean(),
  /** One participation per member for the whole period (NONE), per UTC day, or per ISO week. */
  recurrence: z.enum(RECURRENCES),
  startsAt: z.string(),
  endsAt: z.string(),
  period: z.enum(PROMOTION_PERIODS),
});
export type PromotionRule = z.output<typeof promotionRule>;

export const participation = z.strictObject({
  id: z.number().int(),
  promotionId: z.number().int(),
  /** The promotion's title in the asked language. */
  title: z.string(),
  state: z.enum(PARTICIPATION_STATES),
  comment: z.string().nullable(),
  imageCount: z.number().int(),
  /** Why the operator refused it (REJECTED), else null. */
  rejectReason: z.string().nullable(),
  /** The bonus once issued, else null. */
  bonus: z.number().nullable(),
  /** Stakes this bonus asks for (set at the claim; 0 before). */
  turnoverRequired: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  issuedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  /** The end of the promotion's period: an issued bonus must be claimed before it. */
  endsAt: z.string(),
});
export type Participation = z.output<typeof participation>;

/** GET /wps/promotions/{id}/participation (login optional; a visitor gets no participation). */
export const promotionIdParams = z.strictObject({ id: queryInt(1, 1_000_000) });
export const participationQuery = z.strictObject(frontEndParams);
export const promotionParticipation = z.strictObject({
  promotionId: z.number().int(),
  /** Null: the promotion is content only, nobody takes part in it. */
  rule: promotionRule.nullable(),
  participation: participation.nullable(),
  /** The action the rule and the state allow this reader now; null: none. */
  action: z.enum(PARTICIPATION_ACTIONS).nullable(),
});
export const promotionParticipationAnswer = okEnvelope(promotionParticipation);
export type PromotionParticipation = z.output<typeof promotionParticipation>;

/** One image of an application: its bytes in base64; the type is read from the bytes. */
export const applicationImage = z.strictObject({
  name: text(120).pipe(z.string().min(1)),
  /**
   * Base64. The 5 MB limit is the decoded image's (400 IMAGE_TOO_LARGE, images.ts), not the
   * text's: a larger image must get that answer, not INVALID_INPUT; the call's body limit
   * bounds the text.
   */
  data: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/),
});

/** POST /wps/promotions/{id}/apply (members, not trial users; APPLY rules in their period). */
export const applyBody = z.strictObject({
  comment: text(APPLICATION_LIMITS.commentMax).optional(),
  images: z.array(applicationImage).max(APPLICATION_LIMITS.imagesMax).optional(),
});
/** POST /wps/promotions/{id}/join (DEPOSIT rules) takes no body. */
export const joinBody = z.strictObject({}).optional();
export const participationAnswer = okEnvelope(participation);

/** POST /wps/rewards/{participationId}/claim: ISSUED → CLAIMED (a repeat answers the same). */
export const participationIdParams = z.strictObject({
  participationId: queryInt(1, 2_000_000_000),
});
export const claimBody = z.strictObject({}).optional();

/** GET /wps/rewards: the member's participations (newest first) and the turnover owed. */
export const rewardsQuery = z.strictObject({
  ...frontEndParams,
  state: z.enum(PARTICIPATION_STATES).optional(),
  /** Several states at once (a reward centre tab), comma-separated. */
  states: csvOf(PARTICIPATION_STATES, PARTICIPATION_STATES.length).optional(),
  ...pageParams(20),
});
export const turnover = z.strictObject({
  /** Stakes asked for by the claimed bonuses not yet met. */
  required: z.number(),
  /** Settled stakes counted towards them. */
  done: z.number(),
  /** What is left (required − done); withdrawals wait until it is 0. */
  remaining: z.number(),
});
export const rewardCentre = z.strictObject({
  /** One page of the asked states, newest change first. */
  list: z.array(participation),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** How many participations the member has in each state (every state, for the tabs). */
  counts: z.partialRecord(z.enum(PARTICIPATION_STATES), z.number().int()),
  turnover,
});
export const rewardCentreAnswer = okEnvelope(rewardCentre);
export type RewardCentre = z.output<typeof rewardCentre>;
export type Turnover = z.output<typeof turnover>;

// ---- Operator calls (OPERATOR_KEY) ------------------------------------------------------------

/** PUT /ops/promotions/{id}/rule: the operator sets (or replaces) a promotion's rule. */
export const opsRuleBody = z
  .strictObject({
    joinMode: z.enum(JOIN_MODES),
    rewardKind: z.enum(REWARD_KINDS),
    rewardAmount: amountMajor.optional(),
    /** 0.01 – 1000 (%), 2 decimals. */
    rewardPercent: z.number().positive().max(1000).optional(),
    rewardCap: amountMajor.optional(),
    turnoverMultiple: z.number().int().min(0).max(100),
    /** Default false. */
    firstDepositOnly: z.boolean().optional(),
    /** Default NONE. */
    recurrence: z.enum(RECURRENCES).optional(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  })
  .refine((rule) => Date.parse(rule.endsAt) > Date.parse(rule.startsAt), {
    path: ['endsAt'],
    message: 'ends before it starts',
  })
  .refine(
    (rule) =>
      rule.rewardKind === 'FIXED'
        ? rule.rewardAmount !== undefined
        : rule.rewardPercent !== undefined &&
          rule.rewardCap !== undefined &&
          rule.joinMode === 'DEPOSIT',
    {
      path: ['rewardKind'],
      message: 'FIXED needs rewardAmount; PERCENT needs DEPOSIT, percent, cap',
    },
  );
export const opsRuleAnswer = okEnvelope(promotionRule);

/** GET and PUT /ops/promotions/settings: the stacking rule, bonuses one deposit may issue. */
export const opsPromotionSettings = z.strictObject({
  bonusesPerDeposit: z.number().int().min(1).max(10),
});
export const opsPromotionSettingsAnswer = okEnvelope(opsPromotionSettings);

/** GET /ops/promotions/applications: the newest 100, optionally of one state or promotion. */
export const opsApplicationsQuery = z.strictObject({
  state: z.enum(PARTICIPATION_STATES).optional(),
  promotionId: queryInt(1, 1_000_000).optional(),
  username: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
});
export const opsApplication = participation.extend({
  username: z.string(),
  decidedBy: z.string().nullable(),
  /** Paths of the application's images (GET with the operator key). */
  images: z.array(z.string()),
});
export const opsApplicationsAnswer = okEnvelope(z.array(opsApplication));
export const opsApplicationAnswer = okEnvelope(opsApplication);
export type OpsApplication = z.output<typeof opsApplication>;

export const opsApplicationParams = z.strictObject({
  participationId: queryInt(1, 2_000_000_000),
});
export const opsApplicationImageParams = z.strictObject({
  participationId: queryInt(1, 2_000_000_000),
  seq: queryInt(1, 3),
});
/** POST …/process, …/approve: who acts; …/reject also needs the reason the member reads. */
export const opsReviewBody = z.strictObject({
  operator: operatorName,
  reason: text(200).pipe(z.string().min(1)).optional(),
});

/** GET /wps/rewards/{participationId}/images/{seq}: the member's own application image. */
export const memberApplicationImageParams = opsApplicationImageParams;

/** GET /ops/promotions/applications/{participationId}/images/{seq}: the image's bytes. */
export const imageBytesAnswer = {
  description: 'A PNG or JPEG image',
  content: { 'image/png': { schema: z.string() }, 'image/jpeg': { schema: z.string() } },
};
