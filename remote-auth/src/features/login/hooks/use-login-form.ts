import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginValue, SelfExcludedValue } from '@lobby/platform-api/contract';
import { useReturnAfterAuth } from '@lobby/shared';
import {
  checkValue,
  rulesByName,
  useRevalidateOnLanguage,
  type RuleTable,
} from '@lobby/shared/validation';
import { authApi, establishSession } from '@/api/auth-api';
import { useCaptcha } from '@/hooks/use-captcha';
import { useRuleTable } from '@/hooks/use-register-settings';
import { captchaError } from '@/utils/captcha-error';
import { captchaRequested, toastFailure } from '@/utils/errors';
import { twoFactorChallengeOf } from '@/utils/two-factor';
import { exclusionWithPayout } from '../utils/exclusion-refusal';
import { storeCredential } from '../utils/credentials';
import {
  firstErrorField,
  validateField,
  LOGIN_FIELDS,
  type LoginErrors,
  type LoginField,
  type LoginValues,
} from '../utils/validation';
import {
  forgetRememberedLogin,
  readRememberedUsername,
  rememberUsername,
} from '../utils/remembered-login';

const RULE_NAMES: Record<LoginField, string> = {
  username: 'loginUsername',
  password: 'loginPassword',
};

/**
 * The platform's rule (loginUsername / loginPassword) when the status carries it, as a
 * `common:errors.*` key; otherwise the built-in rule of ../utils/validation.
 */
function checkLoginField(table: RuleTable, field: LoginField, value: string): string | undefined {
  const rules = table[RULE_NAMES[field]];
  if (!rules?.length) return validateField(field, value);
  const message = checkValue(
    rulesByName(table, RULE_NAMES[field], true),
    field === 'username' ? value.trim() : value,
  );
  return message ? `common:errors.${message}` : undefined;
}

export function useLoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const captcha = useCaptcha('LOGIN');
  const table = useRuleTable();
  const check = (field: LoginField, value: string) => checkLoginField(table, field, value);
  const [captchaMessage, setCaptchaMessage] = useState<string>();
  const captchaRef = useRef<HTMLInputElement>(null);
  const returnAfterAuth = useReturnAfterAuth();
  const [values, setValues] = useState<LoginValues>(() => ({
    username: readRememberedUsername() ?? '',
    password: '',
  }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [remember, setRemember] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  // Set when the password was right and the account asks for its two-factor code.
  const [twoFactorChallenge, setTwoFactorChallenge] = useState<string | null>(null);
  // Set when a time-out or self-exclusion refused the login with money to pay out.
  const [exclusion, setExclusion] = useState<SelfExcludedValue | null>(null);
  const inputRefs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  // A language change shows the messages of filled, checked fields again (200 ms debounce).
  useRevalidateOnLanguage(() =>
    setErrors((current) => {
      const next: LoginErrors = { ...current };
      for (const field of LOGIN_FIELDS) {
        if (touched[field] && values[field]) next[field] = check(field, values[field]);
      }
      return next;
    }),
  );

  function change(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (touched[field]) {
      setErrors((current) => ({ ...current, [field]: check(field, value) }));
    }
  }

  function blur(field: LoginField) {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: check(field, values[field]) }));
  }

  /** A login answer (after the password, or after the two-factor step) starts the session. */
  async function signedIn(answer: LoginValue) {
    const username = values.username.trim();
    await establishSession(answer);
    if (remember) rememberUsername(username);
    else forgetRememberedLogin();
    void storeCredential(username, values.password);
    returnAfterAuth();
  }

  function cancelTwoFactor() {
    setTwoFactorChallenge(null);
    setValues((current) => ({ ...current, password: '' }));
    if (captcha.captcha) void captcha.refresh();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found: LoginErrors = {};
    for (const field of LOGIN_FIELDS) {
      const message = check(field, values[field]);
      if (message) found[field] = message;
    }
    setErrors(found);
    setTouched({ username: true, password: true });
    const firstError = firstErrorField(found);
    if (firstError) {
      inputRefs[firstError].current?.focus();
      return;
    }
    if (captcha.captcha) {
      const problem = captchaError(captcha.code);
      setCaptchaMessage(problem);
      if (problem) {
        captchaRef.current?.focus();
        return;
      }
    }
    const username = values.username.trim();
    setSubmitting(true);
    try {
      const answer = await authApi.login({
        username,
        password: values.password,
        ...(captcha.captcha ? { captchaId: captcha.captcha.captchaId, captcha: captcha.code } : {}),
      });
      await signedIn(answer);
    } catch (error) {
      const challenge = twoFactorChallengeOf(error);
      if (challenge) {
        setTwoFactorChallenge(challenge);
        return;
      }
      // The money step says the refusal and its end itself: no toast over it.
      const exclusion = exclusionWithPayout(error);
      if (!exclusion) toastFailure(error, t);
      setExclusion(exclusion);
      // A shown captcha is used up by every try: always show a fresh one.
      if (captchaRequested(error) || captcha.captcha) void captcha.refresh();
      setValues((current) => ({ ...current, password: '' }));
      inputRefs.password.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    errors,
    touched,
    remember,
    submitting,
    inputRefs,
    captcha,
    captchaMessage,
    captchaRef,
    change,
    blur,
    setRemember,
    submit,
    twoFactorChallenge,
    signedIn,
    cancelTwoFactor,
    exclusion,
    closeExclusion: () => setExclusion(null),
  };
}
