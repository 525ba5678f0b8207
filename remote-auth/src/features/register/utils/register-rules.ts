import type { RegisterProfileField, RegisterSettings } from '@lobby/platform-api/contract';
import { rulesByName, type Rule } from '@lobby/shared/validation';

/**
 * The contract's profile fields in screen order (the compiler keeps the table complete and
 * exact); affiliateCode has a place of its own: it may come from the invitation link instead.
 */
const PROFILE_ORDER = {
  email: true,
  nickname: true,
  payeeName: true,
  paymentPassword: true,
  idNumber: true,
  qqNum: true,
  facebook: true,
  wechat: true,
  line: true,
  whatsapp: true,
  zalo: true,
  recommenderId: true,
} satisfies Record<Exclude<RegisterProfileField, 'affiliateCode'>, true>;
export const PROFILE_FIELDS = Object.keys(PROFILE_ORDER) as Array<keyof typeof PROFILE_ORDER>;

export type RegisterMethod = 'USERNAME' | 'MOBILE';

/** What the member types on the register form: the contract's field names. */
export type RegisterInput =
  | 'username'
  | 'mobileNum'
  | 'countryDialingCode'
  | 'verificationCode'
  | 'password'
  | 'confirmPassword'
  | RegisterProfileField;
export type RegisterValues = Partial<Record<RegisterInput, string>>;

export interface RegisterRules {
  /** The checked fields in screen order: the first one with an error receives focus. */
  order: RegisterInput[];
  rules: Partial<Record<RegisterInput, Rule[]>>;
  /** The brand's profile fields shown on this form, in screen order. */
  profileFields: Array<keyof typeof PROFILE_ORDER>;
  /** The affiliate code field: shown by the settings unless the invitation link gave a code. */
  affiliateShown: boolean;
}

/** The fields of the form and their rules, from the brand's registration settings (spec section 5). */
export function registerRules(
  method: RegisterMethod,
  settings: RegisterSettings,
  values: RegisterValues,
  affiliateFromLink: string | null,
): RegisterRules {
  const field = (name: string) => settings.fields.find((f) => f.name === name);
  const shown = (name: string) => Boolean(field(name)?.show);
  const result: RegisterRules = { order: [], rules: {}, profileFields: [], affiliateShown: false };
  const add = (name: RegisterInput, rules: Rule[]) => {
    result.order.push(name);
    result.rules[name] = rules;
  };
  if (method === 'USERNAME') add('username', rulesByName(settings.rules, 'username', true));
  if (method === 'MOBILE' || shown('mobileNum')) {
    add(
      'mobileNum',
      rulesByName(
        settings.rules,
        method === 'MOBILE' ? 'loginMobileNum' : 'mobileNum',
        method === 'MOBILE' || field('mobileNum')?.required,
      ),
    );
  }
  if (method === 'MOBILE' && settings.smsVerification) {
    add('verificationCode', rulesByName(settings.rules, 'verificationCode', true));
  }
  add('password', rulesByName(settings.rules, 'password', true));
  add('confirmPassword', [
    { required: true, message: 'confirm_required' },
    { validator: (value) => value === (values.password ?? ''), message: 'confirm_not_matched' },
  ]);
  for (const name of PROFILE_FIELDS) {
    if (!shown(name)) continue;
    result.profileFields.push(name);
    add(name, rulesByName(settings.rules, name, field(name)?.required));
  }
  result.affiliateShown = shown('affiliateCode') && affiliateFromLink === null;
  if (result.affiliateShown)
    add(
      'affiliateCode',
      rulesByName(settings.rules, 'affiliateCode', field('affiliateCode')?.required),
    );
  return result;
}
