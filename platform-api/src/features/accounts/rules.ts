import { ApiError, type ErrorCode } from '../../http/errors.js';
import type { RegisterRule, RegisterRuleTable } from '../../contract/system.js';

/** The registration settings' rules (their shape: the contract's registerRule). */
export type Rule = RegisterRule;
export type RuleTable = RegisterRuleTable;

const CODE_BY_MESSAGE: Record<string, ErrorCode> = {
  account_format: 'ACCOUNT_FORMAT',
  password_format: 'PASSWORD_FORMAT',
  email_format: 'EMAIL_FORMAT',
  mobile_invalid: 'MOBILE_INVALID',
  name_format: 'NAME_FORMAT',
  verification_code_error: 'VERIFICATION_CODE',
  referrer_link_error: 'REFERRER_LINK',
  invitation_code_error: 'INVITATION_CODE',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters that make text into markup (tags, attribute quotes, entities). Profile fields are
 * shown back to people (agents' team lists, back offices), so they never carry them, whatever
 * the brand's own rules say. The front end's rule engine refuses the same set
 * (shared/src/validation/rules.ts).
 */
export const MARKUP_CHARACTERS = /[<>"`&]/;

export const hasNoMarkup = (value: string | undefined): boolean =>
  value === undefined || !MARKUP_CHARACTERS.test(value);

/** The message key of the first rule the value breaks, or null. Empty non-required passes. */
export function breaks(rules: Rule[], value: string | undefined): string | null {
  const empty = value === undefined || value === '';
  for (const rule of rules) {
    if (empty) {
      if (rule.required) return rule.message;
      continue;
    }
    const text = value as string;
    if (rule.pattern && !new RegExp(rule.pattern, 'u').test(text)) return rule.message;
    if (rule.type === 'email' && !EMAIL.test(text)) return rule.message;
    if (rule.min !== undefined && [...text].length < rule.min) return rule.message;
    if (rule.max !== undefined && [...text].length > rule.max) return rule.message;
  }
  return null;
}

/**
 * Checks fields against the brand's published rules (the same table the browser validates
 * with) and throws the matching catalogue error for the first field that fails.
 */
export function enforceRules(
  table: RuleTable,
  fields: Record<string, { rule: string; value: string | undefined; required?: boolean }>,
): void {
  for (const [path, { rule, value, required }] of Object.entries(fields)) {
    const rules = table[rule] ?? [];
    const message =
      required && (value === undefined || value === '')
        ? (rules[0]?.message ?? 'invalid_input')
        : breaks(rules, value);
    if (message) {
      throw new ApiError(CODE_BY_MESSAGE[message] ?? 'INVALID_INPUT', null, [
        { path, messageKey: message },
      ]);
    }
  }
}
