import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { carryReturn, paths } from '@lobby/shared';
import { CheckField } from '@/components/CheckField';

interface LoginFormEndProps {
  remember: boolean;
  onRemember: (remember: boolean) => void;
  /** What is remembered: the username or the mobile number. */
  rememberLabel: string;
  submitting: boolean;
}

/**
 * The end of both login forms (username and SMS): remember me and forgot password, the submit
 * button (a spinner while it logs in) and the way to register.
 */
export function LoginFormEnd({
  remember,
  onRemember,
  rememberLabel,
  submitting,
}: LoginFormEndProps) {
  const { t } = useTranslation('auth');
  // Registering from here returns to the same place login would have (issue 36 item 5).
  const { search } = useLocation();
  return (
    <>
      <div className="auth-form__row">
        <CheckField checked={remember} onChange={onRemember}>
          {rememberLabel}
        </CheckField>
        <Link className="auth-link" to={paths.forget}>
          {t('login.forgot')}
        </Link>
      </div>
      <button
        className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block"
        type="submit"
        disabled={submitting}
      >
        {submitting && <span className="lb-btn__spinner" aria-hidden="true" />}
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="auth-form__register">
        {t('login.noAccount')}{' '}
        <Link className="auth-link auth-link--strong" to={carryReturn(search, paths.register)}>
          {t('login.register')}
        </Link>
      </p>
    </>
  );
}
