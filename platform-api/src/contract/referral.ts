import { z } from 'zod';
import { pageParams } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';
import { amountMajor } from './wallet.js';

// Friend referral (issue 14): each member's invitation code and link; a friend who registers
// with it and makes a first deposit earns the inviter the operator's reward, once.

export const referralQuery = z.strictObject({});

/** GET /wps/referral: the member's code, the operator's rule and the member's figures. */
export const referralSummary = z.strictObject({
  code: z.string(),
  /** The register page with the code; the site puts its own origin in front. */
  registerPath: z.string(),
  rule: z.strictObject({
    enabled: z.boolean(),
    /** Paid to the inviter for each friend's first deposit. */
    reward: z.number(),
    /** The first deposit must be at least this much. */
    minDeposit: z.number(),
  }),
  invited: z.number().int(),
  rewarded: z.number().int(),
  totalReward: z.number(),
  currencySymbol: z.string(),
});
export const referralSummaryAnswer = okEnvelope(referralSummary);

/** GET /wps/referral/friends: the friends the member invited, newest first. */
export const referralFriendsQuery = z.strictObject(pageParams(20));
export const referralFriend = z.strictObject({
  /** Masked, as on the public boards: 'fr***1'. */
  name: z.string(),
  registeredAt: z.string(),
  deposited: z.boolean(),
  reward: z.number().nullable(),
  rewardedAt: z.string().nullable(),
});
export const referralFriendPage = z.strictObject({
  list: z.array(referralFriend),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const referralFriendPageAnswer = okEnvelope(referralFriendPage);

/** PUT /ops/referral/settings: the operator's rule. */
export const opsReferralSettingsBody = z.strictObject({
  operator: z.string().regex(/^[A-Za-z0-9._@-]{2,64}$/),
  enabled: z.boolean(),
  reward: amountMajor,
  /** 0 = any first deposit. */
  minDeposit: z.union([z.literal(0), amountMajor]),
});
export const opsReferralSettings = z.strictObject({
  enabled: z.boolean(),
  reward: z.number(),
  minDeposit: z.number(),
});
export const opsReferralSettingsAnswer = okEnvelope(opsReferralSettings);

export type ReferralSummary = z.output<typeof referralSummary>;
export type ReferralFriend = z.output<typeof referralFriend>;
export type ReferralFriendPage = z.output<typeof referralFriendPage>;
