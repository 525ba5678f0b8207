import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@lobby/shared';
import { BackIcon } from '../../../components/icons';
import { BrandMark } from '../../../components/BrandMark';
import { LoginForm } from './LoginForm';
import '../../../app/auth.css';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <main className="auth-page">
      <header className="auth-page__bar">
        <button
          type="button"
          className="auth-icon-button"
          aria-label={t('login.back')}
          onClick={() => navigate(paths.home, { replace: true })}
        >
          <BackIcon />
        </button>
        <h1 className="auth-page__title">{t('login.title')}</h1>
        <span className="auth-page__bar-spacer" />
      </header>
      <section className="auth-hero">
        <BrandMark />
        <p className="auth-hero__welcome">{t('login.welcome')}</p>
        <p className="auth-hero__subtitle">{t('login.subtitle')}</p>
      </section>
      <LoginForm />
    </main>
  );
}
