import type { TFunction } from 'i18next';
import type { RegisterRule } from '@lobby/platform-api/contract';

/**
 * The words under a register field saying its rule ("6–16 lowercase letters and digits…"), from
 * the rule's `hint` in the brand's settings; none when the operator gave the rule no hint.
 */
export function ruleHint(t: TFunction, rules: readonly RegisterRule[] | undefined) {
  const hint = rules?.find((rule) => rule.hint)?.hint;
  return hint ? t(`register.hints.${hint.kind}`, { min: hint.min, max: hint.max }) : undefined;
}
