import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginTwoFactorBody, LoginValue } from '@lobby/platform-api/contract';
import { api, isApiError, LockIcon, refusalValue } from '@lobby/shared';
import { toastFailure } from '@/utils/errors';
import { AuthField } from './AuthField';

const APP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$/;

/**
 * The second login step of a member with two-factor sign-in: the code of the authenticator app,
 * or one of the recovery codes. Every way of signing in (password, SMS code, setting a password
 * by phone, social sign-in) answers 401 TWO_FACTOR_REQUIRED with a challenge that lives 5
 * minutes and shows this step; when the challenge is gone, the member starts again.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (answer: LoginValue) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), [recovery]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const value = code.trim();
    if (!(recovery ? RECOVERY_CODE : APP_CODE).test(value)) {
      setError(recovery ? t('twoFactor.recoveryRule') : t('twoFactor.codeRule'));
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      const body: LoginTwoFactorBody = { challenge, code: value };
      await onSignedIn(await api.post('/wps/session/login/two-factor', { body }));
    } catch (failure) {
      const wrong = refusalValue(failure, 'TWO_FACTOR_WRONG');
      if (isApiError(failure) && failure.code === 'TWO_FACTOR_WRONG') {
        if (wrong && 'expired' in wrong) {
          toastFailure(failure, t);
          onCancel();
          return;
        }
        setError(
          wrong
            ? t('twoFactor.wrong', { left: wrong.remainingTries })
            : t('common:errors.two_factor_wrong'),
        );
      } else {
        toastFailure(failure, t);
      }
      setCode('');
      inputRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={submitting}
      aria-labelledby="two-factor-title"
    >
      <h2 className="auth-form__step-title" id="two-factor-title">
        {t('twoFactor.title')}
      </h2>
      <p className="auth-form__step-lead">
        {recovery ? t('twoFactor.recoveryLead') : t('twoFactor.lead')}
      </p>
      <AuthField
        id="login-two-factor"
        name="code"
        label={recovery ? t('twoFactor.recoveryLabel') : t('twoFactor.codeLabel')}
        icon={<LockIcon size={20} />}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={recovery ? 11 : 6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        inputRef={inputRef}
      />
      <div className="auth-form__row">
        <button
          type="button"
          className="auth-link auth-link--button"
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
            setError(undefined);
          }}
        >
          {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
        </button>
        <button type="button" className="auth-link auth-link--button" onClick={onCancel}>
          {t('twoFactor.back')}
        </button>
      </div>
      <button
        className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block"
        type="submit"
        disabled={submitting}
      >
        {submitting && <span className="lb-btn__spinner" aria-hidden="true" />}
        {t('twoFactor.submit')}
      </button>
    </form>
  );
}
