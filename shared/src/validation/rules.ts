import type { RegisterProfileField, RegisterRule } from '@lobby/platform-api/contract';

/**
 * A validation rule in async-validator's vocabulary, as the platform publishes it by name
 * (GET /wps/system/status → info.register.rules: the contract's registerRule). `message` is a
 * messageKey of the `common` namespace (`errors.<key>`) or any i18n key the caller resolves.
 */
export interface Rule extends RegisterRule {
  /** Extra check on the value; returns true when it passes (e.g. confirmation equals password). */
  validator?: (value: string) => boolean;
}

export type RuleTable = Record<string, Rule[] | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters that make text into markup (tags, attribute quotes, entities). The platform refuses
 * them in the member's profile text whatever the brand's rules say (platform-api
 * accounts/rules.ts, the same set), so the engine refuses them in those fields too, with a
 * message of its own instead of the server's generic one.
 */
export const MARKUP_CHARACTERS = /[<>"`&]/;
/**
 * Every profile field of the contract's registration bodies, and whether the platform keeps it
 * as plain text (all but the payment password). Typed against the contract's field union, so a
 * field the server adds or drops fails the compile here until it is placed.
 */
const PLAIN_TEXT_PROFILE: Record<RegisterProfileField, boolean> = {
  email: true,
  nickname: true,
  payeeName: true,
  paymentPassword: false,
  idNumber: true,
  qqNum: true,
  facebook: true,
  wechat: true,
  line: true,
  whatsapp: true,
  zalo: true,
  recommenderId: true,
  affiliateCode: true,
};
export const PLAIN_TEXT_FIELDS: readonly RegisterProfileField[] = (
  Object.keys(PLAIN_TEXT_PROFILE) as RegisterProfileField[]
).filter((name) => PLAIN_TEXT_PROFILE[name]);
const isPlainTextField = (name: string) => (PLAIN_TEXT_FIELDS as readonly string[]).includes(name);
const NO_MARKUP: Rule = {
  validator: (value) => !MARKUP_CHARACTERS.test(value),
  message: 'markup_not_allowed',
};
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const HEX = /^#?[0-9a-f]+$/i;

function typeBroken(type: Rule['type'], value: string): boolean {
  switch (type) {
    case 'number':
      return Number.isNaN(Number(value));
    case 'integer':
      return !/^-?\d+$/.test(value);
    case 'email':
      return !EMAIL.test(value) || value.length > 255;
    case 'url':
      return !URL_PATTERN.test(value);
    case 'hex':
      return !HEX.test(value);
    default:
      return false;
  }
}

/**
 * The message of the first rule the value breaks, or null. As in async-validator, an empty
 * value passes unless a rule says required.
 */
export function checkValue(rules: readonly Rule[] | undefined, value: string): string | null {
  if (!rules) return null;
  const empty = value === '' || (rules.some((rule) => rule.whitespace) && value.trim() === '');
  for (const rule of rules) {
    if (empty) {
      if (rule.required) return rule.message;
      continue;
    }
    const length = [...value].length;
    if (rule.type && typeBroken(rule.type, value)) return rule.message;
    if (rule.pattern && !new RegExp(rule.pattern, 'u').test(value)) return rule.message;
    if (rule.len !== undefined && length !== rule.len) return rule.message;
    if (rule.min !== undefined && length < rule.min) return rule.message;
    if (rule.max !== undefined && length > rule.max) return rule.message;
    if (rule.enum && !rule.enum.includes(value)) return rule.message;
    if (rule.validator && !rule.validator(value)) return rule.message;
  }
  return null;
}

export type FieldRules<F extends string> = Record<F, readonly Rule[] | undefined>;

/** Every field's first failing message; fields in the order of `order` (screen order). */
export function checkFields<F extends string>(
  order: readonly F[],
  rules: FieldRules<F>,
  values: Record<F, string>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of order) {
    const message = checkValue(rules[field], values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field (screen order) that has an error: the one to focus on submit. */
export function firstError<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, string>>,
): F | undefined {
  return order.find((field) => errors[field]);
}

/**
 * Rules of a name from the platform's table, with `required` forced on or off when given; the
 * profile text fields (PLAIN_TEXT_FIELDS) also refuse markup characters.
 */
export function rulesByName(
  table: RuleTable | undefined,
  name: string,
  required?: boolean,
): Rule[] {
  const rules = [...(table?.[name] ?? [])];
  if (isPlainTextField(name)) rules.push(NO_MARKUP);
  if (required === undefined) return rules;
  const withoutRequired = rules.filter((rule) => !rule.required);
  return required
    ? [
        {
          required: true,
          message:
            rules.find((rule) => rule.required)?.message ?? rules[0]?.message ?? 'invalid_input',
        },
        ...withoutRequired,
      ]
    : withoutRequired;
}
