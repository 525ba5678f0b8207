import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@lobby/shared';
import { setPaymentPassword } from '../api/withdraw';
import { PAYMENT_PASSWORD } from '../utils/forms';
import { serverErrorText } from '../utils/server-error';
import { PinField, TextField } from './TextField';

/** First step of withdrawing: a 6-digit payment password, confirmed with the login password. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const [login, setLogin] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = {
    login: login === '' ? t('password.loginRequired') : null,
    pin: PAYMENT_PASSWORD.test(pin) ? null : t('password.pinRule'),
    confirm: confirm !== pin || confirm === '' ? t('password.mismatch') : null,
  };
  const valid = !errors.login && !errors.pin && !errors.confirm;
  const shown = (key: keyof typeof errors) => (tried ? errors[key] : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || sending) return;
    setSending(true);
    setServerError(null);
    try {
      await setPaymentPassword({
        currentPassword: login,
        newPassword: pin,
        confirmPassword: confirm,
      });
      toast.success(t('password.saved'));
      onDone();
    } catch (error) {
      // Setting it the first time, the password checked is the login password.
      setServerError(serverErrorText(t, error, t('password.loginWrong')));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="wallet-card" aria-labelledby="payment-password-title">
      <h2 className="wallet-card__title" id="payment-password-title">
        {t('password.title')}
      </h2>
      <p className="wallet-card__lead">{t('password.lead')}</p>
      <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('password.login')}
          type="password"
          autoComplete="current-password"
          value={login}
          onChange={setLogin}
          error={shown('login')}
        />
        <PinField
          isNew
          label={t('password.pin')}
          value={pin}
          onChange={setPin}
          error={shown('pin')}
          hint={t('password.pinRule')}
        />
        <PinField
          isNew
          label={t('password.confirm')}
          value={confirm}
          onChange={setConfirm}
          error={shown('confirm')}
        />
        {serverError ? (
          <p className="wallet-form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <button
          type="submit"
          className="lb-btn lb-btn--primary lb-btn--lg wallet-submit"
          disabled={sending}
        >
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}
