import type { RegisterRule, RegisterSettings } from '@lobby/platform-api/contract';

const EMPTY: RegisterSettings = {
  methods: [],
  captcha: false,
  smsVerification: false,
  fields: [],
  rules: {},
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isRule(value: unknown): value is RegisterRule {
  return isRecord(value) && typeof value.message === 'string';
}

/**
 * Reads info.register of a system status defensively: the API's answer follows the contract
 * (registerSettings), but a status cached in web storage may come from an older version or be
 * damaged, so anything malformed is left out rather than trusted.
 */
export function parseRegisterSettings(raw: unknown): RegisterSettings {
  if (!isRecord(raw)) return EMPTY;
  const methods = Array.isArray(raw.methods)
    ? raw.methods.filter((m): m is 'USERNAME' | 'MOBILE' => m === 'USERNAME' || m === 'MOBILE')
    : [];
  const fields = Array.isArray(raw.fields)
    ? raw.fields.filter(
        (f): f is RegisterSettings['fields'][number] => isRecord(f) && typeof f.name === 'string',
      )
    : [];
  const rules: RegisterSettings['rules'] = {};
  if (isRecord(raw.rules)) {
    for (const [name, list] of Object.entries(raw.rules)) {
      if (Array.isArray(list)) rules[name] = list.filter(isRule);
    }
  }
  return {
    methods,
    captcha: raw.captcha === true,
    smsVerification: raw.smsVerification === true,
    ...(typeof raw.minimumAge === 'number' ? { minimumAge: raw.minimumAge } : {}),
    fields,
    rules,
  };
}
