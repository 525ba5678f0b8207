import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useReturnAfterAuth } from '@lobby/shared';
import { checkValue, firstError, useRevalidateOnLanguage } from '@lobby/shared/validation';
import { authApi, establishSession } from '@/api/auth-api';
import { useCaptcha } from '@/hooks/use-captcha';
import { useCountries } from '@/hooks/use-countries';
import { useSmsCodeSender } from '@/hooks/use-sms-code-sender';
import { captchaError } from '@/utils/captcha-error';
import { captchaRequested, toastFailure } from '@/utils/errors';
import type { RegisterSettings } from '@lobby/platform-api/contract';
import { mobileBody, registerBody, usernameBody } from '../utils/register-body';
import {
  registerRules,
  type RegisterInput,
  type RegisterMethod,
  type RegisterValues,
} from '../utils/register-rules';
import { useAffiliateFromLink } from './use-affiliate-from-link';
import { mobileFitsCountry } from '@lobby/platform-api/phone';
import { fieldOfError } from '../utils/field-of-error';

/** A field with an error message key: the typed fields and the two captchas. */
export type RegisterErrorField = RegisterInput | 'captcha' | 'smsCaptcha';
type Errors = Partial<Record<RegisterErrorField, string | undefined>>;

/** The register form's state, checks, SMS code and submission (spec sections 2, 5). */
export function useRegisterForm(method: RegisterMethod, settings: RegisterSettings) {
  const { t } = useTranslation(['auth', 'common']);
  const returnAfterAuth = useReturnAfterAuth();
  const countries = useCountries();
  const captcha = useCaptcha('REGISTER');
  const affiliate = useAffiliateFromLink();
  const [values, setValues] = useState<RegisterValues>({});
  const [errors, setErrors] = useState<Errors>({});
  const [agreed, setAgreed] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const refs = useRef<Partial<Record<RegisterErrorField, HTMLInputElement | null>>>({});
  const dialing = values.countryDialingCode || countries[0]?.dialingCode || '';
  const { order, rules, profileFields, affiliateShown } = registerRules(
    method,
    settings,
    values,
    affiliate.code,
  );
  const sms = useSmsCodeSender('REGISTER', {
    tickMs: 500,
    captcha: order.includes('verificationCode'),
  });
  const { phone, smsCaptcha } = sms;

  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    // once per form: the form is mounted afresh for each method
    if (settings.captcha) void refreshCaptcha();
  }, [settings.captcha, refreshCaptcha]);

  // The brand's rules first, then the country's length for the number (contract/phone.ts).
  const check = (name: RegisterInput, value: string) =>
    checkValue(rules[name], value) ??
    (name === 'mobileNum' && value && !mobileFitsCountry(dialing, value)
      ? 'mobile_invalid'
      : undefined);
  const validateAll = (): Errors =>
    Object.fromEntries(order.map((name) => [name, check(name, values[name] ?? '')]));
  useRevalidateOnLanguage(() =>
    setErrors((current) =>
      Object.fromEntries(
        Object.keys(current).map((name) => [
          name,
          check(name as RegisterInput, values[name as RegisterInput] ?? ''),
        ]),
      ),
    ),
  );

  const change = (name: RegisterInput, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name] !== undefined)
      setErrors((current) => ({ ...current, [name]: check(name, value) }));
  };
  const blur = (name: RegisterInput) =>
    setErrors((current) => ({ ...current, [name]: check(name, values[name] ?? '') }));
  const setRef = (name: RegisterErrorField) => (element: HTMLInputElement | null) => {
    refs.current[name] = element;
  };
  /** The message of an error key: the platform's catalogue first, then the auth texts. */
  const text = (key?: string) =>
    key ? t(`common:errors.${key}`, { defaultValue: t(`auth:${key}`) }) : undefined;

  async function getCode() {
    const problem = check('mobileNum', values.mobileNum ?? '');
    const captchaProblem = smsCaptcha.problem();
    setErrors((current) => ({ ...current, mobileNum: problem, smsCaptcha: captchaProblem }));
    if (problem) return refs.current.mobileNum?.focus();
    if (captchaProblem) return refs.current.smsCaptcha?.focus();
    await sms.send(dialing, values.mobileNum ?? '', () => refs.current.smsCaptcha?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed || submitting) return;
    const found = validateAll();
    setErrors(found);
    const first = firstError(order, found);
    if (first) return refs.current[first]?.focus();
    const captchaProblem = settings.captcha ? captchaError(captcha.code) : undefined;
    if (captchaProblem) {
      setErrors((current) => ({ ...current, captcha: captchaProblem }));
      return refs.current.captcha?.focus();
    }
    setSubmitting(true);
    try {
      if (values.affiliateCode && !(await authApi.checkAffiliate({ code: values.affiliateCode }))) {
        setErrors((current) => ({ ...current, affiliateCode: 'invitation_code_error' }));
        refs.current.affiliateCode?.focus();
        return;
      }
      const body = registerBody(order, values, affiliate.code, dialing);
      // With Firebase SMS the code is verified first; its ID token replaces the code.
      if (body.verificationCode) Object.assign(body, await phone.proof(body.verificationCode));
      if (body.firebaseIdToken) delete body.verificationCode;
      if (settings.captcha && captcha.captcha) {
        body.captchaId = captcha.captcha.captchaId;
        body.captcha = captcha.code;
      }
      const answer =
        method === 'MOBILE'
          ? await authApi.registerByMobile(mobileBody(body))
          : await authApi.registerByUsername(usernameBody(body));
      await establishSession(answer);
      returnAfterAuth();
    } catch (error) {
      const field = isApiError(error) ? fieldOfError(error.code) : null;
      if (isApiError(error) && field && (order as readonly string[]).includes(field)) {
        const at = field as RegisterErrorField;
        setErrors((current) => ({ ...current, [at]: error.messageKey }));
        refs.current[at]?.focus();
      } else toastFailure(error, t);
      if (settings.captcha || captchaRequested(error)) void captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    errors,
    agreed,
    submitting,
    order,
    profileFields,
    affiliateShown,
    affiliateRefused: affiliate.refused,
    countries,
    dialing,
    captcha,
    sms,
    change,
    blur,
    setRef,
    text,
    setAgreed,
    getCode,
    submit,
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
