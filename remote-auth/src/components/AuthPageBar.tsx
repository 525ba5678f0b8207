import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BackIcon, paths } from '@lobby/shared';

/**
 * Title bar of the auth pages. Back goes home (spec section 2: login, register, forget); pages
 * without a back arrow (change password) pass `back={false}`.
 */
export function AuthPageBar({ title, back = true }: { title: string; back?: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <header className="auth-page__bar">
      {back ? (
        <button
          type="button"
          className="auth-icon-button"
          aria-label={t('login.back')}
          onClick={() => navigate(paths.home, { replace: true })}
        >
          <BackIcon size={20} />
        </button>
      ) : (
        <span className="auth-page__bar-spacer" />
      )}
      <h1 className="auth-page__title">{title}</h1>
      <span className="auth-page__bar-spacer" />
    </header>
  );
}
