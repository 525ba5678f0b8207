import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { carryReturn, paths, TabList, useReturnAfterAuth, useWhitelabel } from '@lobby/shared';
import { AuthPageBar } from '@/components/AuthPageBar';
import { useRegisterSettings } from '@/hooks/use-register-settings';
import { RegisterForm } from '@/features/register/components/RegisterForm';
import { SocialLoginButtons } from '@/features/social/components/SocialLoginButtons';
import { BrandMark } from '../components/BrandMark';

const REGISTER_METHODS = ['USERNAME', 'MOBILE'] as const;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const returnAfterAuth = useReturnAfterAuth();
  const { search } = useLocation();
  const settings = useRegisterSettings();
  const usernameOn = useWhitelabel('USERNAMEREG3') && settings.methods.includes('USERNAME');
  const mobileOn = useWhitelabel('MOBILENUMREG3') && settings.methods.includes('MOBILE');
  const [chosen, setChosen] = useState<'USERNAME' | 'MOBILE'>('USERNAME');
  const method = usernameOn && mobileOn ? chosen : mobileOn ? 'MOBILE' : 'USERNAME';
  return (
    <div className="auth-page">
      <AuthPageBar title={t('register.title')} />
      <section className="auth-hero">
        <BrandMark />
        <p className="auth-hero__subtitle">{t('register.promo')}</p>
      </section>
      {usernameOn && mobileOn && (
        <TabList
          tabs={REGISTER_METHODS.map((option) => ({
            key: option,
            label: t(option === 'MOBILE' ? 'register.byMobile' : 'register.byUsername'),
          }))}
          selected={REGISTER_METHODS.indexOf(method)}
          onSelect={(index) => setChosen(REGISTER_METHODS[index]!)}
          label={t('register.method')}
          className="auth-tabs"
        />
      )}
      {usernameOn || mobileOn ? (
        <RegisterForm key={method} method={method} settings={settings} />
      ) : (
        <p className="auth-form__register">{t('register.closed')}</p>
      )}
      <SocialLoginButtons usernameMode={method === 'USERNAME'} onDone={returnAfterAuth} />
      <p className="auth-form__register">
        {t('register.haveAccount')}{' '}
        <Link className="auth-link auth-link--strong" to={carryReturn(search, paths.login)}>
          {t('register.loginNow')}
        </Link>
      </p>
    </div>
  );
}
