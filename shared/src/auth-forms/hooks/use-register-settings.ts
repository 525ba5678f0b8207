import { useSystemStatusStore, type Rule, type RuleTable } from '@lobby/shared';

export interface RegisterField {
  name: string;
  show: boolean;
  required: boolean;
}

export interface RegisterSettings {
  methods: ('USERNAME' | 'MOBILE')[];
  captcha: boolean;
  smsVerification: boolean;
  fields: RegisterField[];
  rules: RuleTable;
}

const EMPTY: RegisterSettings = {
  methods: [],
  captcha: false,
  smsVerification: false,
  fields: [],
  rules: {},
};

function isRule(value: unknown): value is Rule {
  return typeof value === 'object' && value !== null && typeof (value as Rule).message === 'string';
}

/** Reads info.register of the system status defensively: anything malformed is left out. */
export function parseRegisterSettings(raw: unknown): RegisterSettings {
  if (typeof raw !== 'object' || raw === null) return EMPTY;
  const record = raw as Record<string, unknown>;
  const methods = Array.isArray(record.methods)
    ? record.methods.filter((m): m is 'USERNAME' | 'MOBILE' => m === 'USERNAME' || m === 'MOBILE')
    : [];
  const fields = Array.isArray(record.fields)
    ? record.fields.filter(
        (f): f is RegisterField =>
          typeof f === 'object' && f !== null && typeof (f as RegisterField).name === 'string',
      )
    : [];
  const rules: RuleTable = {};
  if (typeof record.rules === 'object' && record.rules !== null) {
    for (const [name, list] of Object.entries(record.rules as Record<string, unknown>)) {
      if (Array.isArray(list)) rules[name] = list.filter(isRule);
    }
  }
  return {
    methods,
    captcha: record.captcha === true,
    smsVerification: record.smsVerification === true,
    fields,
    rules,
  };
}

export function useRegisterSettings(): RegisterSettings {
  const raw = useSystemStatusStore((state) => state.status?.info.register);
  return parseRegisterSettings(raw);
}

export function useRuleTable(): RuleTable {
  return useRegisterSettings().rules;
}
