import type { RegisterSettings } from '@lobby/platform-api/contract';
import { useSystemStatusStore } from '@lobby/shared';
import { type RuleTable } from '@lobby/shared/validation';

const NONE: RegisterSettings = {
  methods: [],
  captcha: false,
  smsVerification: false,
  fields: [],
  rules: {},
};

/** The brand's registration settings from the system status (read defensively when cached). */
export function useRegisterSettings(): RegisterSettings {
  return useSystemStatusStore((state) => state.status?.info.register) ?? NONE;
}

export function useRuleTable(): RuleTable {
  return useRegisterSettings().rules;
}
