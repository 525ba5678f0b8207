import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError, LockIcon, paths } from '@lobby/shared';
import { checkValue, rulesByName } from '@lobby/shared/validation';
import { authApi, establishSession } from '@/api/auth-api';
import { MobileField } from '@/components/MobileField';
import { SmsCodeField } from '@/components/SmsCodeField';
import { AuthField } from '@/components/AuthField';
import { TwoFactorStep } from '@/components/TwoFactorStep';
import { useCountries } from '@/hooks/use-countries';
import { useRuleTable } from '@/hooks/use-register-settings';
import { useSmsCodeSender } from '@/hooks/use-sms-code-sender';
import { toastFailure } from '@/utils/errors';
import { twoFactorChallengeOf } from '@/utils/two-factor';

/**
 * Phone recovery (CHNGPASSVERIF3): an SMS code and a new password, then logged in. A member with
 * two-step sign-in then gets the login's code step (the password is already changed by then).
 */
export function PhoneForm() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const table = useRuleTable();
  const countries = useCountries();
  const sms = useSmsCodeSender('SET_PASSWORD', { tickMs: 500 });
  const { phone } = sms;
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; password?: string }>({});
  const [touched, setTouched] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const dialing = dialingCode || countries[0]?.dialingCode || '';
  const mobileError = () =>
    checkValue(rulesByName(table, 'mobileNum', true), mobile) ? 'in_mobileNum_error' : undefined;
  async function getCode() {
    const problem = mobileError();
    setErrors((current) => ({ ...current, mobile: problem }));
    if (problem) return;
    await sms.send(dialing, mobile);
  }
  const currentErrors = {
    mobile: mobileError(),
    code: checkValue(rulesByName(table, 'verificationCode', true), code) ?? undefined,
    password: checkValue(rulesByName(table, 'password', true), password) ?? undefined,
  };
  const blocked =
    !touched || Boolean(currentErrors.mobile || currentErrors.code || currentErrors.password);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(currentErrors);
    if (blocked) return;
    try {
      // With Firebase the code is checked first and gives the ID token the platform gets.
      const proof = await phone.proof(code);
      await establishSession(
        await authApi.setPasswordByPhone({
          mobileNum: mobile,
          countryDialingCode: dialing,
          password,
          ...proof,
        }),
      );
      navigate(paths.home, { replace: true });
    } catch (error) {
      const twoFactor = twoFactorChallengeOf(error);
      if (twoFactor) {
        setChallenge(twoFactor);
        return;
      }
      toastFailure(error, t);
      if (isApiError(error) && error.messageKey === 'modify.new.old.same') setPassword('');
      else setCode('');
    }
  }
  const touch =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      setTouched(true);
      set(value);
    };
  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={async (answer) => {
          await establishSession(answer);
          navigate(paths.home, { replace: true });
        }}
        // The new password is set: starting again means logging in with it.
        onCancel={() => navigate(paths.login, { replace: true })}
      />
    );
  }
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <MobileField
        idPrefix="forget"
        countries={countries}
        dialingCode={dialing}
        mobile={mobile}
        error={errors.mobile && t(`auth:${errors.mobile}`)}
        onDialingCode={setDialingCode}
        onMobile={touch(setMobile)}
      />
      <SmsCodeField
        id="forget-code"
        code={code}
        error={errors.code && t(`common:errors.${errors.code}`)}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onChange={touch(setCode)}
        onGetCode={() => void getCode()}
      />
      <AuthField
        id="forget-password"
        name="password"
        type="password"
        label={t('changePassword.new')}
        icon={<LockIcon size={20} />}
        autoComplete="new-password"
        value={password}
        onChange={(e) => touch(setPassword)(e.target.value)}
        error={errors.password && t(`common:errors.${errors.password}`)}
      />
      <button
        className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block"
        type="submit"
        disabled={blocked}
      >
        {t('forget.submit')}
      </button>
    </form>
  );
}
