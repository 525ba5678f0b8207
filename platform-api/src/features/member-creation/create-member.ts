import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { members, type MemberType } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { hashPassword } from '../../security/password.js';
import { type LoginClient, type LoginResult, startSession } from '../session/index.js';
import { issueSignupBonuses } from '../promotions/index.js';
import { recordReferral } from '../referral/index.js';
import { ensureWallet } from '../wallet/index.js';
import type { Tx } from '../../db/database.js';
import {
  isUniqueViolation,
  memberByUsername,
  type MemberRow,
  settingsOf,
} from '../accounts/index.js';

export interface NewMember {
  username: string;
  password: string;
  mobile?: string;
  dialingCode?: string;
  email?: string;
  nickname?: string;
  parentAgentId: number | null;
  /** 0 (a member) unless an agent creates a sub-agent (1). */
  type?: MemberType;
  /** The member whose invitation code registered this one (friend referral). */
  inviterId?: number | null;
}

/**
 * Creates a type-0 member of the brand with its wallet and starts a session. `linkInTransaction`
 * runs inside the same transaction (social sign-in records its identity there; a registration
 * link its rebates).
 */
export async function createMember(
  ctx: AppContext,
  values: NewMember,
  client: LoginClient,
  linkInTransaction?: (tx: Tx, member: MemberRow) => Promise<void>,
): Promise<LoginResult> {
  const created = await insertMember(ctx, values, linkInTransaction);
  return startSession(ctx, created, client);
}

/** The member row and its wallet, without a session (an agent creating a downline account). */
export async function insertMember(
  ctx: AppContext,
  values: NewMember,
  linkInTransaction?: (tx: Tx, member: MemberRow) => Promise<void>,
): Promise<MemberRow> {
  const { brand } = await settingsOf(ctx);
  const passwordHash = await hashPassword(values.password);
  let created;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          merchantCode: brand.merchantCode,
          username: values.username,
          passwordHash,
          type: values.type ?? 0,
          parentAgentId: values.parentAgentId,
          nickname: values.nickname || null,
          email: values.email || null,
          mobile: values.mobile || null,
          dialingCode: values.mobile ? (values.dialingCode ?? null) : null,
          createdAt: ctx.clock.now(),
        })
        .returning();
      await ensureWallet(tx, row!.id, brand.currencyCode);
      await issueSignupBonuses(tx, row!.id, ctx.clock.now());
      if (values.inviterId) await recordReferral(tx, values.inviterId, row!.id, row!.createdAt);
      await linkInTransaction?.(tx, row!);
      return row!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message =
      String((error as Error).message ?? '') +
      String((error as { cause?: Error }).cause?.message ?? '');
    throw new ApiError(message.includes('mobile') ? 'MOBILE_EXISTS' : 'USERNAME_EXISTS');
  }
  return created;
}

/** A one-letter prefix and nine random digits, not yet taken. */
export async function freeUsername(ctx: AppContext, prefix: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${prefix}${String(randomInt(1e9)).padStart(9, '0')}`;
    if (!(await memberByUsername(ctx.db, candidate))) return candidate;
  }
  throw new Error('could not find a free username');
}
