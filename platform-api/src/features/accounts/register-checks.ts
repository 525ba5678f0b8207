// What a registration must pass before a member is created: the brand's settings and rules,
// the captcha, the mobile number and the affiliate code.

import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import type { LoginClient } from '../session/brute-force.js';
import { dialingCodeExists, memberByInvitationCode, memberByMobile } from './members.js';
import { enforceRules, type RuleTable } from './rules.js';
import type { registerByMobileBody, registerByUsernameBody } from '../../contract/accounts.js';
import { consumeCaptcha } from '../captcha/service.js';

export interface RegisterSettings {
  methods: string[];
  captcha: boolean;
  smsVerification: boolean;
  fields: { name: string; show: boolean; required: boolean }[];
  rules: RuleTable;
}

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
  const brand = await ctx.brand.get();
  return { brand, settings: brand.register as unknown as RegisterSettings };
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

/** Agents' account types (spec section 6: not 0, 4, 40). */
const isAgentAccount = (type: number) => type !== 0 && type !== 4 && type !== 40;

/**
 * Who the invitation code names: an agent's code puts the new member in the agent's team; a
 * member's code (friend referral) records the member as the inviter, rewarded on the friend's
 * first deposit (features/referral).
 */
export async function inviterOf(
  ctx: AppContext,
  input: CommonInput,
): Promise<{ parentAgentId: number | null; inviterId: number | null }> {
  if (!input.affiliateCode) return { parentAgentId: null, inviterId: null };
  const owner = await memberByInvitationCode(ctx.db, input.affiliateCode);
  if (!owner || owner.isTrial) {
    throw new ApiError('INVITATION_CODE', null, [
      { path: 'affiliateCode', messageKey: 'invitation_code_error' },
    ]);
  }
  return isAgentAccount(owner.type)
    ? { parentAgentId: owner.id, inviterId: null }
    : { parentAgentId: null, inviterId: owner.id };
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
  if (await memberByMobile(ctx.db, dialingCode, mobile)) throw new ApiError('MOBILE_EXISTS');
}
