import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RegisterProfileField } from '@lobby/platform-api/contract';
import {
  checkValue,
  firstError,
  paths,
  rulesByName,
  toast,
  TOAST_DURATIONS,
  useRevalidateOnLanguage,
  type Rule,
} from '@lobby/shared';
import { authApi, establishSession } from '../../api/auth-api';
import { LockIcon, UserIcon } from '../../components/icons';
import { CaptchaField, captchaError } from '../common/CaptchaField';
import { captchaRequested, toastFailure } from '../common/errors';
import { MobileField, SmsCodeField } from '../common/PhoneFields';
import type { RegisterSettings } from '../common/register-settings';
import { useCaptcha } from '../common/useCaptcha';
import { useCountdown } from '../common/useCountdown';
import { useCountries } from '../common/useCountries';
import { SmsCaptchaField } from '../common/SmsCaptchaField';
import { useSmsCaptcha } from '../common/useSmsCaptcha';
import { usePhoneVerification } from '../firebase/usePhoneVerification';
import { TextField } from '../login/components/TextField';
import { detectRegisterMethod } from './register-method';

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
const PROFILE_FIELDS = Object.keys(PROFILE_ORDER) as Array<keyof typeof PROFILE_ORDER>;

interface Props {
  method: 'USERNAME' | 'MOBILE';
  settings: RegisterSettings;
}

type Values = Record<string, string>;

/** Registration form: fields from the platform's registration settings (spec sections 2, 5). */
export function RegisterForm({ method, settings }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const countries = useCountries();
  const captcha = useCaptcha('REGISTER');
  const countdown = useCountdown(500);
  const phone = usePhoneVerification('REGISTER');
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [agreed, setAgreed] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const [affiliateFromLink, setAffiliateFromLink] = useState<string | null>(null);
  const refs = useRef<Record<string, HTMLInputElement | null>>({});
  const field = (name: string) => settings.fields.find((f) => f.name === name);
  const shown = (name: string) => Boolean(field(name)?.show);
  const dialing = values.countryDialingCode || countries[0]?.dialingCode || '';

  useEffect(() => {
    if (settings.captcha) void captcha.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [settings.captcha]);

  useEffect(() => {
    const code = query.get('code') ?? query.get('affiliateCode') ?? undefined;
    authApi
      .checkAffiliate({ code, domain: window.location.hostname })
      .then((valid) => setAffiliateFromLink(valid ? (code ?? '') : null))
      .catch(() => setAffiliateFromLink(null));
  }, [query]);

  const ruleSet: Record<string, Rule[]> = {};
  const order: string[] = [];
  const add = (name: string, rules: Rule[]) => {
    order.push(name);
    ruleSet[name] = rules;
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
    if (shown(name)) add(name, rulesByName(settings.rules, name, field(name)?.required));
  }
  const affiliateShown = shown('affiliateCode') && affiliateFromLink === null;
  if (affiliateShown)
    add(
      'affiliateCode',
      rulesByName(settings.rules, 'affiliateCode', field('affiliateCode')?.required),
    );

  const smsCaptcha = useSmsCaptcha(order.includes('verificationCode') && !phone.usesFirebase);
  const check = (name: string, value: string) => checkValue(ruleSet[name], value) ?? undefined;
  const validateAll = () =>
    Object.fromEntries(order.map((name) => [name, check(name, values[name] ?? '')]));
  useRevalidateOnLanguage(() =>
    setErrors((current) =>
      Object.fromEntries(
        Object.keys(current).map((name) => [name, check(name, values[name] ?? '')]),
      ),
    ),
  );

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name] !== undefined)
      setErrors((current) => ({ ...current, [name]: check(name, value) }));
  };
  const text = (key?: string) =>
    key ? t(`common:errors.${key}`, { defaultValue: t(`auth:${key}`) }) : undefined;

  async function getCode() {
    const problem = check('mobileNum', values.mobileNum ?? '');
    const captchaProblem = smsCaptcha.problem();
    setErrors((current) => ({ ...current, mobileNum: problem, smsCaptcha: captchaProblem }));
    if (problem) return refs.current.mobileNum?.focus();
    if (captchaProblem) return refs.current.smsCaptcha?.focus();
    setSending(true);
    try {
      countdown.start(await phone.sendCode(dialing, values.mobileNum ?? '', smsCaptcha.answer()));
      toast.success(t('phone.sent'), TOAST_DURATIONS.sms);
    } catch (error) {
      // Under Firebase a failed send only stops the loading state (spec section 8).
      if (!phone.usesFirebase) toastFailure(error, t);
      if (captchaRequested(error)) refs.current.smsCaptcha?.focus();
    } finally {
      setSending(false);
      smsCaptcha.afterSend();
    }
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
      const body: Record<string, string> = { registerMethod: detectRegisterMethod() };
      for (const name of order) if (values[name]) body[name] = values[name]!;
      if (affiliateFromLink) body.affiliateCode = affiliateFromLink;
      if (body.mobileNum) body.countryDialingCode = dialing;
      // With Firebase SMS the code is verified first; its ID token replaces the code.
      if (body.verificationCode) Object.assign(body, await phone.proof(body.verificationCode));
      if (body.firebaseIdToken) delete body.verificationCode;
      if (settings.captcha && captcha.captcha) {
        body.captchaId = captcha.captcha.captchaId;
        body.captcha = captcha.code;
      }
      const answer =
        method === 'MOBILE'
          ? await authApi.registerByMobile(body)
          : await authApi.registerByUsername(body);
      await establishSession(answer);
      navigate(paths.home, { replace: true });
    } catch (error) {
      toastFailure(error, t);
      if (settings.captcha || captchaRequested(error)) void captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  }

  const input = (
    name: string,
    props: { label: string; type?: string; autoComplete?: string; icon?: 'user' | 'lock' },
  ) => (
    <TextField
      key={name}
      id={`register-${name}`}
      name={name}
      type={props.type ?? 'text'}
      label={props.label}
      icon={props.icon === 'lock' ? <LockIcon /> : <UserIcon />}
      autoComplete={props.autoComplete ?? 'off'}
      value={values[name] ?? ''}
      onChange={(event) => change(name, event.target.value)}
      onBlur={() =>
        setErrors((current) => ({ ...current, [name]: check(name, values[name] ?? '') }))
      }
      error={text(errors[name])}
      valid={errors[name] === undefined && name in errors}
      inputRef={(element) => {
        refs.current[name] = element;
      }}
    />
  );

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={submitting}>
      {method === 'USERNAME' &&
        input('username', { label: t('register.username'), autoComplete: 'username' })}
      {order.includes('mobileNum') && (
        <MobileField
          idPrefix="register"
          countries={countries}
          dialingCode={dialing}
          mobile={values.mobileNum ?? ''}
          error={text(errors.mobileNum)}
          hint={t('register.hint')}
          onDialingCode={(code) => change('countryDialingCode', code)}
          onMobile={(mobile) => change('mobileNum', mobile)}
          inputRef={(element) => {
            refs.current.mobileNum = element;
          }}
        />
      )}
      <SmsCaptchaField
        id="register-sms-captcha"
        smsCaptcha={smsCaptcha}
        error={errors.smsCaptcha}
        inputRef={(element) => {
          refs.current.smsCaptcha = element;
        }}
      />
      {order.includes('verificationCode') && (
        <SmsCodeField
          id="register-code"
          code={values.verificationCode ?? ''}
          error={text(errors.verificationCode)}
          secondsLeft={countdown.secondsLeft}
          sending={sending}
          onChange={(code) => change('verificationCode', code)}
          onGetCode={() => void getCode()}
          inputRef={(element) => {
            refs.current.verificationCode = element;
          }}
        />
      )}
      {input('password', {
        label: t('register.password'),
        type: 'password',
        autoComplete: 'new-password',
        icon: 'lock',
      })}
      {input('confirmPassword', {
        label: t('register.confirmPassword'),
        type: 'password',
        autoComplete: 'new-password',
        icon: 'lock',
      })}
      {PROFILE_FIELDS.filter((name) => shown(name)).map((name) =>
        input(name, {
          label: t(`register.fields.${name}`),
          type: name === 'paymentPassword' ? 'password' : 'text',
        }),
      )}
      {affiliateShown && input('affiliateCode', { label: t('register.fields.affiliateCode') })}
      {settings.captcha && captcha.captcha && (
        <CaptchaField
          id="register-captcha"
          captcha={captcha.captcha}
          code={captcha.code}
          error={errors.captcha ? t(errors.captcha) : undefined}
          onChange={captcha.setCode}
          onRefresh={() => void captcha.refresh()}
          inputRef={(element) => {
            refs.current.captcha = element;
          }}
        />
      )}
      <label className="auth-check">
        <input
          type="checkbox"
          className="auth-check__input"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span className="auth-check__box" aria-hidden="true" />
        {t('register.agree')}
      </label>
      <button className="auth-button" type="submit" disabled={!agreed || submitting}>
        {submitting ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
