import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginValue, SelfExcludedValue } from '@lobby/platform-api/contract';
import { useReturnAfterAuth } from '@lobby/shared';
import { checkValue, rulesByName } from '@lobby/shared/validation';
import { authApi, establishSession } from '@/api/auth-api';
import { MobileField } from '@/components/MobileField';
import { SmsCaptchaField } from '@/components/SmsCaptchaField';
import { SmsCodeField } from '@/components/SmsCodeField';
import { TwoFactorStep } from '@/components/TwoFactorStep';
import { useCountries } from '@/hooks/use-countries';
import { useRuleTable } from '@/hooks/use-register-settings';
import { useSmsCodeSender } from '@/hooks/use-sms-code-sender';
import { toastFailure } from '@/utils/errors';
import { twoFactorChallengeOf } from '@/utils/two-factor';
import { exclusionWithPayout } from '../utils/exclusion-refusal';
import { ExclusionPayoutStep } from './ExclusionPayoutStep';
import {
  forgetRememberedMobile,
  readRememberedMobile,
  rememberMobile,
} from '../utils/remembered-login';
import { LoginFormEnd } from './LoginFormEnd';

/** Mobile number + SMS code login (spec section 2, SMS mode). */
export function SmsLoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const returnAfterAuth = useReturnAfterAuth();
  const rules = useRuleTable();
  const countries = useCountries();
  const remembered = readRememberedMobile();
  const [dialingCode, setDialingCode] = useState(remembered?.dialingCode ?? '');
  const [mobile, setMobile] = useState(remembered?.mobile ?? '');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; captcha?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // Set when the code was right and the account asks for its two-factor code.
  const [twoFactorChallenge, setTwoFactorChallenge] = useState<string | null>(null);
  // Set when a time-out or self-exclusion refused the login with money to pay out.
  const [exclusion, setExclusion] = useState<SelfExcludedValue | null>(null);
  const sms = useSmsCodeSender('LOGIN', { tickMs: 1000, captcha: true });
  const { phone, smsCaptcha } = sms;
  const mobileRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const dialing = dialingCode || countries[0]?.dialingCode || '';

  const mobileError = () =>
    checkValue(rulesByName(rules, 'loginMobileNum', true), mobile) ?? undefined;
  const codeError = () =>
    checkValue(rulesByName(rules, 'verificationCode', true), code) ?? undefined;
  const text = (key?: string) => (key ? t(`common:errors.${key}`) : undefined);

  async function getCode() {
    const problem = mobileError();
    const captchaProblem = smsCaptcha.problem();
    setErrors((current) => ({ ...current, mobile: problem, captcha: captchaProblem }));
    if (problem) return mobileRef.current?.focus();
    if (captchaProblem) return captchaRef.current?.focus();
    const sent = await sms.send(dialing, mobile, () => captchaRef.current?.focus());
    if (sent) codeRef.current?.focus();
  }

  async function signedIn(answer: LoginValue) {
    await establishSession(answer);
    if (remember) rememberMobile(dialing, mobile);
    else forgetRememberedMobile();
    returnAfterAuth();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { mobile: mobileError(), code: codeError() };
    setErrors(found);
    if (found.mobile) return mobileRef.current?.focus();
    if (found.code) return codeRef.current?.focus();
    setSubmitting(true);
    try {
      const proof = await phone.proof(code);
      await signedIn(
        await authApi.smsLogin({
          mobileNum: mobile,
          countryDialingCode: dialing,
          ...proof,
          ...('firebaseIdToken' in proof && { firebaseMobileNo: `+${dialing}${mobile}` }),
        }),
      );
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
      setCode('');
      codeRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  if (exclusion?.payout) {
    return (
      <ExclusionPayoutStep
        offer={exclusion.payout}
        until={exclusion.until}
        onClose={() => setExclusion(null)}
      />
    );
  }

  if (twoFactorChallenge) {
    return (
      <TwoFactorStep
        challenge={twoFactorChallenge}
        onSignedIn={signedIn}
        onCancel={() => {
          setTwoFactorChallenge(null);
          setCode('');
        }}
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={submitting}>
      <MobileField
        idPrefix="sms-login"
        countries={countries}
        dialingCode={dialing}
        mobile={mobile}
        error={text(errors.mobile)}
        onDialingCode={setDialingCode}
        onMobile={setMobile}
        inputRef={mobileRef}
      />
      <SmsCaptchaField
        id="sms-login-captcha"
        smsCaptcha={smsCaptcha}
        error={errors.captcha}
        inputRef={captchaRef}
      />
      <SmsCodeField
        id="sms-login-code"
        code={code}
        error={text(errors.code)}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onChange={setCode}
        onGetCode={() => void getCode()}
        inputRef={codeRef}
      />
      <LoginFormEnd
        remember={remember}
        onRemember={setRemember}
        rememberLabel={t('login.rememberMobile')}
        submitting={submitting}
      />
    </form>
  );
}
