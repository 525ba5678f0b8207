import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import type { LoginClient, LoginResult } from '../session/index.js';
import { provePhone, proveWithFirebase, usesFirebase } from '../verification/index.js';
import { memberByUsername } from './members.js';
import { enforceRules } from './rules.js';
import { createMember, freeUsername } from '../member-creation/index.js';
import {
  checkCaptcha,
  checkCommon,
  checkMobile,
  fromLink,
  parentAgentOf,
  requiredField,
  settingsOf,
  type MobileInput,
  type UsernameInput,
} from './register-checks.js';

// The two ways to register (username, mobile number): checks first, then one member.
export async function registerByUsername(
  ctx: AppContext,
  input: UsernameInput,
  client: LoginClient,
): Promise<LoginResult> {
  const { brand, settings } = await settingsOf(ctx);
  if (!settings.methods.includes('USERNAME') || brand.whitelabel.USERNAMEREG3 === false) {
    throw new ApiError('NO_PERMISSION');
  }
  enforceRules(settings.rules, {
    username: { rule: 'username', value: input.username, required: true },
    mobileNum: {
      rule: 'mobileNum',
      value: input.mobileNum || undefined,
      required: requiredField(settings, 'mobileNum'),
    },
  });
  checkCommon(settings, input);
  await checkCaptcha(ctx, settings, input, client);
  const upline = await parentAgentOf(ctx, input);
  if (await memberByUsername(ctx.db, input.username)) throw new ApiError('USERNAME_EXISTS');
  if (input.mobileNum) await checkMobile(ctx, input.countryDialingCode, input.mobileNum);
  // A Firebase token proves the number given with it (there is no SMS code on this form).
  if (usesFirebase(input)) {
    await proveWithFirebase(ctx.db, ctx.clock.now(), {
      ...input,
      countryDialingCode: input.countryDialingCode ?? '',
      mobileNum: input.mobileNum ?? '',
    });
  }
  return createMember(
    ctx,
    {
      username: input.username,
      password: input.password,
      mobile: input.mobileNum || undefined,
      dialingCode: input.countryDialingCode,
      email: input.email,
      nickname: input.nickname,
      parentAgentId: upline.parentAgentId,
      type: fromLink(ctx, upline).type,
      inviterId: upline.inviterId,
    },
    client,
    fromLink(ctx, upline).linkInTransaction,
  );
}

export async function registerByMobile(
  ctx: AppContext,
  input: MobileInput,
  client: LoginClient,
): Promise<LoginResult> {
  const { brand, settings } = await settingsOf(ctx);
  if (!settings.methods.includes('MOBILE') || brand.whitelabel.MOBILENUMREG3 === false) {
    throw new ApiError('NO_PERMISSION');
  }
  enforceRules(settings.rules, {
    mobileNum: { rule: 'loginMobileNum', value: input.mobileNum, required: true },
    ...(input.username ? { username: { rule: 'username', value: input.username } } : {}),
    ...(settings.smsVerification && !usesFirebase(input)
      ? {
          verificationCode: {
            rule: 'verificationCode',
            value: input.verificationCode || undefined,
            required: true,
          },
        }
      : {}),
  });
  checkCommon(settings, input);
  await checkCaptcha(ctx, settings, input, client);
  const upline = await parentAgentOf(ctx, input);
  await checkMobile(ctx, input.countryDialingCode, input.mobileNum);
  if (input.username && (await memberByUsername(ctx.db, input.username))) {
    throw new ApiError('USERNAME_EXISTS');
  }
  if (settings.smsVerification || usesFirebase(input)) await provePhone(ctx, input, 'REGISTER');
  const username = input.username || (await freeUsername(ctx, 'm'));
  return createMember(
    ctx,
    {
      username,
      password: input.password,
      mobile: input.mobileNum,
      dialingCode: input.countryDialingCode,
      email: input.email,
      nickname: input.nickname,
      parentAgentId: upline.parentAgentId,
      type: fromLink(ctx, upline).type,
      inviterId: upline.inviterId,
    },
    client,
    fromLink(ctx, upline).linkInTransaction,
  );
}
