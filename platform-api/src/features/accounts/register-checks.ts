// What a registration must pass before a member is created: the brand's settings and rules,
// the captcha, the mobile number and the affiliate code.

import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import type { LoginClient } from '../session/index.js';
import { dialingCodeExists, memberByInvitationCode, memberByMobile } from './members.js';
import { enforceRules } from './rules.js';
import type { RegisterSettings } from '../../contract/system.js';
import type { registerByMobileBody, registerByUsernameBody } from '../../contract/accounts.js';
import { consumeCaptcha } from '../captcha/index.js';
import { applyLink, type LinkRow, usableLink } from '../agent-money/index.js';
import { isAgentType } from '../agent/index.js';
import type { Tx } from '../../db/database.js';
import type { MemberRow } from './members.js';
import { getBrand } from '../system/index.js';
import { mobileFitsCountry } from '../../contract/phone.js';

export type UsernameInput = z.output<typeof registerByUsernameBody>;
export type MobileInput = z.output<typeof registerByMobileBody>;
export type CommonInput = Omit<
  UsernameInput,
  'username' | 'mobileNum' | 'countryDialingCode' | 'verificationCode'
> & {
  mobileNum?: string;
};

export const PROFILE_FIELDS = [
  'email',
  'nickname',
  'payeeName',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
] as const;

export async function settingsOf(ctx: AppContext) {
  const brand = await getBrand(ctx);
  return { brand, settings: brand.register };
}

export function requiredField(settings: RegisterSettings, name: string): boolean {
  return settings.fields.some((field) => field.name === name && field.show && field.required);
}

/** Format rules, confirmation and the optional profile fields shared by both methods. */
export function checkCommon(settings: RegisterSettings, input: CommonInput) {
  const fields: Parameters<typeof enforceRules>[1] = {
    password: { rule: 'password', value: input.password, required: true },
  };
  for (const name of PROFILE_FIELDS) {
    const shown = settings.fields.some((field) => field.name === name && field.show);
    if (!shown && input[name]) {
      throw new ApiError('INVALID_INPUT', null, [{ path: name, messageKey: 'invalid_input' }]);
    }
    fields[name] = { rule: name, value: input[name], required: requiredField(settings, name) };
  }
  enforceRules(settings.rules, fields);
  if (input.password !== input.confirmPassword) {
    throw new ApiError('CONFIRM_MISMATCH', null, [
      { path: 'confirmPassword', messageKey: 'confirm_not_matched' },
    ]);
  }
}

export async function checkCaptcha(
  ctx: AppContext,
  settings: RegisterSettings,
  input: CommonInput,
  client: LoginClient,
) {
  if (!settings.captcha) return;
  const ok = await consumeCaptcha(ctx, input.captchaId, input.captcha, client.clientId, 'REGISTER');
  if (!ok)
    throw new ApiError('CAPTCHA_ERROR', { captcha: true }, [
      { path: 'captcha', messageKey: 'captcha_error' },
    ]);
}

export interface RegistrationUpline {
  parentAgentId: number | null;
  /** The agent's registration link it came through: its type and rates go to the new member. */
  link: LinkRow | null;
  /** The member whose invitation code registered this one (friend referral). */
  inviterId: number | null;
}

/**
 * Who a registration's affiliate code names: an agent's registration link (expired:
 * REFERRER_LINK) or an agent's invitation code puts the new member in the agent's team; a
 * member's code (friend referral) records the member as the inviter, rewarded on the friend's
 * first deposit (features/referral), and puts the friend under the inviter's parent agent (none
 * when the inviter has none); anything else is INVITATION_CODE.
 */
export async function parentAgentOf(
  ctx: AppContext,
  input: CommonInput,
): Promise<RegistrationUpline> {
  const none = { parentAgentId: null, link: null, inviterId: null };
  if (!input.affiliateCode) return none;
  const link = await usableLink(ctx.db, input.affiliateCode, ctx.clock.now());
  if (link) return { ...none, parentAgentId: link.agentId, link };
  const owner = await memberByInvitationCode(ctx.db, input.affiliateCode);
  if (!owner || owner.isTrial) {
    throw new ApiError('INVITATION_CODE', null, [
      { path: 'affiliateCode', messageKey: 'invitation_code_error' },
    ]);
  }
  // A member's friend joins the inviter's own agent team, if any (fixed here, at registration,
  // like every upline): the agent's reports then count the friend like any member it brought.
  return isAgentType(owner.type)
    ? { ...none, parentAgentId: owner.id }
    : { ...none, inviterId: owner.id, parentAgentId: owner.parentAgentId };
}

/** What the new member takes from its registration link: the account type and the rates. */
export function fromLink(ctx: AppContext, upline: RegistrationUpline) {
  const { link } = upline;
  if (!link) return { type: undefined, linkInTransaction: undefined };
  return {
    type: link.accountType,
    linkInTransaction: (tx: Tx, member: MemberRow) =>
      applyLink(tx, link, member.id, ctx.clock.now()),
  };
}

export async function checkMobile(
  ctx: AppContext,
  dialingCode: string | undefined,
  mobile: string,
) {
  if (!dialingCode || !(await dialingCodeExists(ctx.db, dialingCode))) {
    throw new ApiError('MOBILE_INVALID', null, [
      { path: 'countryDialingCode', messageKey: 'mobile_invalid' },
    ]);
  }
  // The country's own length (contract/phone.ts), which the register form states under the field.
  if (!mobileFitsCountry(dialingCode, mobile)) {
    throw new ApiError('MOBILE_INVALID', null, [
      { path: 'mobileNum', messageKey: 'mobile_invalid' },
    ]);
  }
  if (await memberByMobile(ctx.db, dialingCode, mobile)) throw new ApiError('MOBILE_EXISTS');
}
