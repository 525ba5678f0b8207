import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { members, passwordResets } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import {
  admitLogin,
  endMemberSessions,
  isTrial,
  type LoginClient,
  type LoginResult,
  refuseTrial,
  type SessionMember,
  settleLogin,
  startSession,
} from '../session/index.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { provePhone } from '../verification/index.js';
import { memberByMobile, memberByUsername } from './members.js';
import { enforceRules, type RuleTable } from './rules.js';
import type {
  changePasswordBody,
  phonePasswordBody,
  resetPasswordBody,
} from '../../contract/accounts.js';
import { getBrand } from '../system/index.js';

const RESET_TTL_MS = 30 * 60_000;
const RESETS_PER_HOUR = 3;

async function rules(ctx: AppContext): Promise<RuleTable> {
  const brand = await getBrand(ctx);
  return brand.register.rules;
}

async function setPassword(ctx: AppContext, memberId: number, password: string) {
  await ctx.db
    .update(members)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(members.id, memberId));
}

/** Old password checked, new one by the password rule, confirmation equal, new ≠ old. */
export async function changePassword(
  ctx: AppContext,
  member: SessionMember,
  token: string,
  input: z.output<typeof changePasswordBody>,
  client: LoginClient,
): Promise<void> {
  refuseTrial(member);
  enforceRules(await rules(ctx), {
    newPassword: { rule: 'password', value: input.newPassword, required: true },
  });
  if (input.newPassword !== input.confirmNewPassword) {
    throw new ApiError('CONFIRM_MISMATCH', null, [
      { path: 'confirmNewPassword', messageKey: 'confirm_not_matched' },
    ]);
  }
  if (input.newPassword === input.oldPassword) throw new ApiError('PASSWORD_SAME');
  // Old-password guesses count like failed logins; the member is logged in, so no captcha, but
  // the growing delay of a much-failed account applies (429 with Retry-After).
  const admission = await admitLogin(ctx, member.username, client, 'exempt');
  const row = await memberByUsername(ctx.db, member.username);
  const oldOk = row ? await verifyPassword(input.oldPassword, row.passwordHash) : false;
  await settleLogin(ctx.db, admission, oldOk);
  if (!oldOk) {
    // The member is signed in: the one thing wrong is the current password, so say that.
    throw new ApiError('OLD_PASSWORD_WRONG', null, [
      { path: 'oldPassword', messageKey: 'old_password_wrong' },
    ]);
  }
  await setPassword(ctx, member.id, input.newPassword);
  await endMemberSessions(ctx.db, member.id, token);
}

/** Phone recovery: a SET_PASSWORD code proves the number; then the member is logged in. */
export async function setPasswordByPhone(
  ctx: AppContext,
  input: z.output<typeof phonePasswordBody>,
  client: LoginClient,
): Promise<LoginResult> {
  enforceRules(await rules(ctx), {
    password: { rule: 'password', value: input.password, required: true },
  });
  const member = await memberByMobile(ctx.db, input.countryDialingCode, input.mobileNum);
  // Without an account no code was delivered, so this fails like a wrong code.
  await provePhone(ctx, input, 'SET_PASSWORD', async () => {
    if (!member || isTrial(member)) throw new ApiError('VERIFICATION_CODE');
    if (await verifyPassword(input.password, member.passwordHash))
      throw new ApiError('PASSWORD_SAME');
  });
  await setPassword(ctx, member!.id, input.password);
  await endMemberSessions(ctx.db, member!.id);
  return startSession(ctx, member!, client);
}

/**
 * E-mail recovery: when username and e-mail match, a single-use reset link (30 minutes) goes to
 * the address. The answer is the same whether or not they matched.
 */
export async function sendResetEmail(
  ctx: AppContext,
  input: { username: string; email: string },
  origin: string,
): Promise<void> {
  const member = await memberByUsername(ctx.db, input.username);
  if (!member?.email || isTrial(member) || member.disabled) return;
  if (member.email.toLowerCase() !== input.email.toLowerCase()) return;
  const now = ctx.clock.now();
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.memberId, member.id),
        gt(passwordResets.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if (Number(recent?.n ?? 0) >= RESETS_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResets).values({
    memberId: member.id,
    tokenHash: createHash('sha256').update(token).digest(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
  });
  const link = `${origin}/m/forget?resetToken=${token}`;
  await ctx.accounts.messages.send({
    channel: 'EMAIL',
    to: member.email,
    subject: 'Reset your Lobby password',
    body: `Hello ${member.username},\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    purpose: 'PASSWORD_RESET',
    createdAt: now,
  });
}

/** Uses a reset link: new password set, every session of the member ended. */
export async function resetPassword(
  ctx: AppContext,
  input: z.output<typeof resetPasswordBody>,
): Promise<void> {
  enforceRules(await rules(ctx), {
    password: { rule: 'password', value: input.password, required: true },
  });
  if (input.password !== input.confirmPassword) {
    throw new ApiError('CONFIRM_MISMATCH', null, [
      { path: 'confirmPassword', messageKey: 'confirm_not_matched' },
    ]);
  }
  const now = ctx.clock.now();
  const [used] = await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, createHash('sha256').update(input.token).digest()),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResets.memberId });
  if (!used) throw new ApiError('RESET_LINK_INVALID');
  await setPassword(ctx, used.memberId, input.password);
  await endMemberSessions(ctx.db, used.memberId);
}
