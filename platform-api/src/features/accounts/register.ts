import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { members } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { hashPassword } from '../../security/password.js';
import type { LoginClient } from '../session/brute-force.js';
import type { LoginResult } from '../session/service.js';
import { ensureWallet } from '../wallet/ledger.js';
import { proveWithFirebase, usesFirebase } from '../verification/firebase.js';
import { provePhone } from '../verification/phone-proof.js';
import type { Tx } from '../../db/database.js';
import {
  dialingCodeExists,
  isUniqueViolation,
  memberByInvitationCode,
  memberByMobile,
  memberByUsername,
  type MemberRow,
} from './members.js';
import { enforceRules, type RuleTable } from './rules.js';
import type { registerByMobileBody, registerByUsernameBody } from '../../contract/accounts.js';
import { consumeCaptcha } from '../captcha/service.js';

interface RegisterSettings {
  methods: string[];
  captcha: boolean;
  smsVerification: boolean;
  fields: { name: string; show: boolean; required: boolean }[];
  rules: RuleTable;
}

type UsernameInput = z.output<typeof registerByUsernameBody>;
type MobileInput = z.output<typeof registerByMobileBody>;
type CommonInput = Omit<
  UsernameInput,
  'username' | 'mobileNum' | 'countryDialingCode' | 'verificationCode'
> & {
  mobileNum?: string;
};

const PROFILE_FIELDS = [
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

async function settingsOf(ctx: AppContext) {
  const brand = await ctx.brand.get();
  return { brand, settings: brand.register as unknown as RegisterSettings };
}

function requiredField(settings: RegisterSettings, name: string): boolean {
  return settings.fields.some((field) => field.name === name && field.show && field.required);
}

/** Format rules, confirmation and the optional profile fields shared by both methods. */
function checkCommon(settings: RegisterSettings, input: CommonInput) {
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

async function checkCaptcha(
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

async function parentAgentOf(ctx: AppContext, input: CommonInput): Promise<number | null> {
  if (!input.affiliateCode) return null;
  const agent = await memberByInvitationCode(ctx.db, input.affiliateCode);
  if (!agent) {
    throw new ApiError('INVITATION_CODE', null, [
      { path: 'affiliateCode', messageKey: 'invitation_code_error' },
    ]);
  }
  return agent.id;
}

/**
 * Creates a type-0 member of the brand with its wallet and starts a session. `linkInTransaction`
 * runs inside the same transaction (social sign-in records its identity there).
 */
export async function createMember(
  ctx: AppContext,
  values: {
    username: string;
    password: string;
    mobile?: string;
    dialingCode?: string;
    email?: string;
    nickname?: string;
    parentAgentId: number | null;
  },
  client: LoginClient,
  linkInTransaction?: (tx: Tx, member: MemberRow) => Promise<void>,
): Promise<LoginResult> {
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
          type: 0,
          parentAgentId: values.parentAgentId,
          nickname: values.nickname || null,
          email: values.email || null,
          mobile: values.mobile || null,
          dialingCode: values.mobile ? (values.dialingCode ?? null) : null,
          createdAt: ctx.clock.now(),
        })
        .returning();
      await ensureWallet(tx, row!.id, brand.currencyCode);
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
  return ctx.sessions.start(created, client);
}

async function checkMobile(ctx: AppContext, dialingCode: string | undefined, mobile: string) {
  if (!dialingCode || !(await dialingCodeExists(ctx.db, dialingCode))) {
    throw new ApiError('MOBILE_INVALID', null, [
      { path: 'countryDialingCode', messageKey: 'mobile_invalid' },
    ]);
  }
  if (await memberByMobile(ctx.db, dialingCode, mobile)) throw new ApiError('MOBILE_EXISTS');
}

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
  const parentAgentId = await parentAgentOf(ctx, input);
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
      parentAgentId,
    },
    client,
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
  const parentAgentId = await parentAgentOf(ctx, input);
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
      parentAgentId,
    },
    client,
  );
}

/** A one-letter prefix and nine random digits, not yet taken. */
export async function freeUsername(ctx: AppContext, prefix: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${prefix}${String(randomInt(1e9)).padStart(9, '0')}`;
    if (!(await memberByUsername(ctx.db, candidate))) return candidate;
  }
  throw new Error('could not find a free username');
}
