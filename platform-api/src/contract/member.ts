import { z } from 'zod';
import { okEnvelope } from './envelope.js';

/** GET /wps/member/info (members only, no parameters). */
export const memberInfo = z.strictObject({
  id: z.number().int(),
  /** The login name. */
  account: z.string(),
  /** The member's nickname, or the login name when none is set. */
  nickname: z.string(),
  /** Account type: 0 member, 4 trial, others are agents (spec section 6). */
  type: z.number().int(),
  clubLabel: z.strictObject({ labelName: z.string() }).nullable(),
});
export const memberInfoAnswer = okEnvelope(memberInfo);

/** GET /wps/wallets/gcs (members only, no parameters). */
export const wallet = z.strictObject({
  /** ISO 4217 code of the brand's currency. */
  currency: z.string(),
  currencySymbol: z.string(),
  /** Balance in major units (at most 2 decimals). */
  sumBalance: z.number(),
});
export const walletAnswer = okEnvelope(wallet);

export type MemberInfo = z.output<typeof memberInfo>;
export type Wallet = z.output<typeof wallet>;
