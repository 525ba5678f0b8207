import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import {
  forgetSignedOutReason,
  paths,
  readSignedOutReason,
  TabList,
  useReturnAfterAuth,
  useWhitelabel,
} from '@lobby/shared';
import { AuthPageBar } from '@/components/AuthPageBar';
import { LoginForm } from '@/features/login/components/LoginForm';
import { SmsLoginForm } from '@/features/login/components/SmsLoginForm';
import {
  readLoginMode,
  rememberLoginMode,
  type LoginMode,
} from '@/features/login/utils/remembered-login';
import { SocialLoginButtons } from '@/features/social/components/SocialLoginButtons';
import { BrandMark } from '../components/BrandMark';

const LOGIN_MODES: readonly LoginMode[] = ['username', 'sms'];

export function LoginPage() {
  const { t } = useTranslation('auth');
  const returnAfterAuth = useReturnAfterAuth();
  const smsAllowed = useWhitelabel('MOBILESMSLOGIN3');
  const [chosen, setChosen] = useState<LoginMode>(readLoginMode);
  // The platform ended the last session for a reason (its time limit): said once, here.
  const [signedOutReason] = useState(readSignedOutReason);
  useEffect(() => forgetSignedOutReason(), []);
  const mode: LoginMode = smsAllowed ? chosen : 'username';
  const choose = (next: LoginMode) => {
    rememberLoginMode(next);
    setChosen(next);
  };
  return (
    <div className="auth-page">
      <AuthPageBar title={t('login.title')} />
      <section className="auth-hero">
        <BrandMark />
        <p className="auth-hero__welcome">{t('login.welcome')}</p>
        <p className="auth-hero__subtitle">{t('login.subtitle')}</p>
      </section>
      {signedOutReason ? (
        <p className="auth-notice" role="alert">
          {t('common:errors.session_time_limit')}
        </p>
      ) : null}
      {smsAllowed && (
        <TabList
          tabs={LOGIN_MODES.map((option) => ({
            key: option,
            label: t(option === 'sms' ? 'login.modeSms' : 'login.modeUsername'),
          }))}
          selected={LOGIN_MODES.indexOf(mode)}
          onSelect={(index) => choose(LOGIN_MODES[index]!)}
          label={t('login.mode')}
          className="auth-tabs"
        />
      )}
      {/* Each mode mounts fresh, so switching reloads its remembered details. */}
      {mode === 'sms' ? <SmsLoginForm key="sms" /> : <LoginForm key="username" />}
      <SocialLoginButtons usernameMode={mode === 'username'} onDone={returnAfterAuth} />
      {/* The free-play entry point: a trial account, no registration (spec section 4). */}
      <p className="auth-form__register">
        {t('login.tryFirst')}{' '}
        <Link className="auth-link auth-link--strong" to={paths.trail}>
          {t('login.freePlay')}
        </Link>
      </p>
    </div>
  );
}
