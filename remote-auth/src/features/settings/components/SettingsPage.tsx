import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ChevronRightIcon,
  LockIcon,
  paths,
  useIsLoggedIn,
  useLogout,
  useSessionStore,
  UserIcon,
  LoginRedirect,
} from '@lobby/shared';

export function SettingsPage() {
  const { t } = useTranslation('auth');
  const loggedIn = useIsLoggedIn();
  const userName = useSessionStore((state) => state.session?.userName);
  const logout = useLogout();

  if (!loggedIn) return <LoginRedirect />;

  return (
    <div className="auth-settings">
      <h1 className="auth-settings__title">{t('settings.title')}</h1>
      <section className="auth-card" aria-label={t('settings.account')}>
        <span className="auth-card__avatar">
          <UserIcon size={20} />
        </span>
        <div>
          <p className="auth-card__caption">{t('settings.account')}</p>
          <p className="auth-card__name">{userName}</p>
        </div>
      </section>
      <nav className="auth-menu" aria-label={t('settings.title')}>
        <Link className="auth-menu__item" to={paths.changePsw}>
          <LockIcon size={20} />
          <span className="auth-menu__label">{t('settings.changePassword')}</span>
          <ChevronRightIcon size={20} />
        </Link>
      </nav>
      <button
        type="button"
        className="lb-btn lb-btn--danger lb-btn--xl lb-btn--block auth-signout"
        onClick={() => void logout()}
      >
        {t('settings.signOut')}
      </button>
    </div>
  );
}
