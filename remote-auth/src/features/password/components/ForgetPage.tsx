import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  checkValue,
  paths,
  rulesByName,
  toast,
  TOAST_DURATIONS,
  useWhitelabel,
} from '@lobby/shared';
import { authApi, establishSession } from '../../api/auth-api';
import { AuthPageBar } from '../../components/AuthPageBar';
import { LockIcon, UserIcon } from '../../components/icons';
import { toastFailure } from '../common/errors';
import { MobileField, SmsCodeField } from '../common/PhoneFields';
import { useRuleTable } from '../common/register-settings';
import { useCountdown } from '../common/useCountdown';
import { useCountries } from '../common/useCountries';
import { usePhoneVerification } from '../firebase/usePhoneVerification';
import { TextField } from '../login/components/TextField';
import '../../app/auth.css';

/** /m/forget: e-mail recovery, phone recovery (CHNGPASSVERIF3), and the reset link's form. */
export function ForgetPage() {
  const { t } = useTranslation('auth');
  const [query] = useSearchParams();
  const phoneAllowed = useWhitelabel('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<'phone' | 'email'>('phone');
  const resetToken = query.get('resetToken');
  const mode = resetToken ? 'reset' : phoneAllowed ? chosen : 'email';
  return (
    <main className="auth-page">
      <AuthPageBar title={t('forget.title')} />
      {phoneAllowed && !resetToken && (
        <div className="auth-tabs" role="tablist" aria-label={t('forget.title')}>
          {(['phone', 'email'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={mode === option}
              className="auth-tabs__tab"
              onClick={() => setChosen(option)}
            >
              {t(option === 'phone' ? 'forget.byPhone' : 'forget.byEmail')}
            </button>
          ))}
        </div>
      )}
      {mode === 'reset' && <ResetForm token={resetToken ?? ''} />}
      {mode === 'email' && <EmailForm />}
      {mode === 'phone' && <PhoneForm />}
    </main>
  );
}

function EmailForm() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const table = useRuleTable();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string; email?: string }>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: checkValue(rulesByName(table, 'loginUsername', true), username) ?? undefined,
      email:
        checkValue(
          [
            { required: true, message: 'email_format' },
            { type: 'email', message: 'email_format' },
          ],
          email,
        ) ?? undefined,
    };
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    try {
      await authApi.emailRecovery({ username, email });
      toast.success(t('forget.sent'), TOAST_DURATIONS.success);
      setTimeout(() => navigate(-1), TOAST_DURATIONS.success);
    } catch (error) {
      toastFailure(error, t);
    }
  }
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <TextField
        id="forget-username"
        name="username"
        label={t('login.username')}
        icon={<UserIcon />}
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username && t(`common:errors.${errors.username}`)}
        inputRef={usernameRef}
      />
      <TextField
        id="forget-email"
        name="email"
        type="email"
        label={t('forget.email')}
        icon={<UserIcon />}
        autoComplete="email"
        maxLength={255}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email && t(`common:errors.${errors.email}`)}
        inputRef={emailRef}
      />
      <button className="auth-button" type="submit">
        {t('forget.retrieve')}
      </button>
    </form>
  );
}

function PhoneForm() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const table = useRuleTable();
  const countries = useCountries();
  const countdown = useCountdown(500);
  const phone = usePhoneVerification('SET_PASSWORD');
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; password?: string }>({});
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState(false);
  const dialing = dialingCode || countries[0]?.dialingCode || '';
  const mobileError = () =>
    checkValue(rulesByName(table, 'mobileNum', true), mobile) ? 'in_mobileNum_error' : undefined;
  async function getCode() {
    const problem = mobileError();
    setErrors((current) => ({ ...current, mobile: problem }));
    if (problem) return;
    setSending(true);
    try {
      countdown.start(await phone.sendCode(dialing, mobile));
      toast.success(t('phone.sent'), TOAST_DURATIONS.sms);
    } catch (error) {
      // Under Firebase a failed send only stops the loading state (spec section 8).
      if (!phone.usesFirebase) toastFailure(error, t);
    } finally {
      setSending(false);
    }
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
      toastFailure(error, t);
      if ((error as { messageKey?: string }).messageKey === 'modify.new.old.same') setPassword('');
      else setCode('');
    }
  }
  const touch =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      setTouched(true);
      set(value);
    };
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
        secondsLeft={countdown.secondsLeft}
        sending={sending}
        onChange={touch(setCode)}
        onGetCode={() => void getCode()}
      />
      <TextField
        id="forget-password"
        name="password"
        type="password"
        label={t('changePassword.new')}
        icon={<LockIcon />}
        autoComplete="new-password"
        value={password}
        onChange={(e) => touch(setPassword)(e.target.value)}
        error={errors.password && t(`common:errors.${errors.password}`)}
      />
      <button className="auth-button" type="submit" disabled={blocked}>
        {t('forget.submit')}
      </button>
    </form>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const table = useRuleTable();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      checkValue(rulesByName(table, 'password', true), password) ??
      (password !== confirmPassword ? 'confirm_not_matched' : null);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await authApi.resetPassword({ token, password, confirmPassword });
      toast.success(t('changePassword.saved'), TOAST_DURATIONS.success);
      navigate(paths.login, { replace: true });
    } catch (failure) {
      toastFailure(failure, t);
    }
  }
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <TextField
        id="reset-password"
        name="password"
        type="password"
        label={t('changePassword.new')}
        icon={<LockIcon />}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error && t(`common:errors.${error}`)}
      />
      <TextField
        id="reset-confirm"
        name="confirmPassword"
        type="password"
        label={t('changePassword.confirm')}
        icon={<LockIcon />}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <button className="auth-button" type="submit">
        {t('forget.submit')}
      </button>
    </form>
  );
}
