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
  /** The member's picture (GET /wps/member/info/icon), or null: the front end shows the initial. */
  iconUrl: z.string().nullable(),
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

/**
 * The member's picture (spec section 7 "set head icon" / "get head icon"): what the upload must
 * be (PNG or JPEG by its bytes, at most 5 MB as spec section 5's uploads) and what is kept (a
 * square PNG of `pixels` a side, re-encoded by the server).
 */
export const ICON_LIMITS = {
  bytesMax: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
  pixels: 256,
} as const;

/** GET, POST (the image's bytes as the body) and DELETE /wps/member/info/icon. */
export const memberIcon = z.strictObject({
  /** Root-relative URL of the PNG (`/wps/img/member/{key}.png`), or null when none is set. */
  url: z.string().nullable(),
});
export const memberIconAnswer = okEnvelope(memberIcon);

/** GET /wps/img/member/:file: `{key}.png`, the key random and new on every change. */
export const memberIconFileParams = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9_-]{22}\.png$/),
});

export type MemberIcon = z.output<typeof memberIcon>;
export type MemberInfo = z.output<typeof memberInfo>;
export type Wallet = z.output<typeof wallet>;
