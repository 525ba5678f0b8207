export {
  checkValue,
  checkFields,
  firstError,
  rulesByName,
  MARKUP_CHARACTERS,
  PLAIN_TEXT_FIELDS,
} from './rules';
export type { Rule, RuleTable, FieldRules } from './rules';
export { useRevalidateOnLanguage, REVALIDATE_DEBOUNCE_MS } from './use-revalidate-on-language';
