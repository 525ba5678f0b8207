import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isObviousPin } from '@lobby/platform-api/payment-password';
import { toast, useCountdown } from '@lobby/shared';
import { sendPaymentPasswordCode, setPaymentPassword, type CodeChannel } from '../api/withdraw';
import { PAYMENT_PASSWORD, SENT_CODE } from '../utils/forms';
import { serverErrorText } from '../utils/server-error';
import { WalletField } from '@/components/WalletField';
import { PinField } from './PinField';
import '@/components/wallet.css';
import '../withdraw.css';

/** How the member proves it is them: a password, or a code to the bound phone or e-mail. */
type Proof = 'password' | CodeChannel;
const PROOFS: readonly Proof[] = ['password', 'SMS', 'EMAIL'];

/**
 * Sets the 6-digit payment password (first step of withdrawing) or, once set, changes or resets
 * it (security centre). Proved by the login password the first time, the current payment
 * password after that, or by a code sent to the bound phone or e-mail, which is the reset and
 * the way in for members without a login password (social sign-in).
 */
export function PaymentPasswordForm({
  onDone,
  hasPaymentPassword = false,
}: {
  onDone: () => void;
  hasPaymentPassword?: boolean;
}) {
  const { t } = useTranslation('wallet');
  const [proof, setProof] = useState<Proof>('password');
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const countdown = useCountdown();

  const byCode = proof !== 'password';
  const currentLabel = hasPaymentPassword ? t('password.currentPin') : t('password.login');
  const errors = {
    current:
      !byCode && current === ''
        ? t(hasPaymentPassword ? 'password.currentPinRequired' : 'password.loginRequired')
        : null,
    code: byCode && !SENT_CODE.test(code) ? t('password.codeRule') : null,
    pin: !PAYMENT_PASSWORD.test(pin)
      ? t('password.pinRule')
      : isObviousPin(pin)
        ? t('common:errors.payment_password_weak')
        : null,
    confirm: confirm !== pin || confirm === '' ? t('password.mismatch') : null,
  };
  const valid = Object.values(errors).every((error) => error === null);
  const shown = (key: keyof typeof errors) => (tried ? errors[key] : null);

  const sendCode = async () => {
    if (!byCode || countdown.secondsLeft > 0) return;
    setServerError(null);
    try {
      const sent = await sendPaymentPasswordCode(proof);
      countdown.start(Date.now() + sent.resendAfterSeconds * 1000);
      toast.success(t('password.codeSent', { to: sent.sentTo }));
    } catch (error) {
      setServerError(serverErrorText(t, error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || sending) return;
    setSending(true);
    setServerError(null);
    try {
      await setPaymentPassword({
        ...(byCode ? { code, codeChannel: proof } : { currentPassword: current }),
        newPassword: pin,
        confirmPassword: confirm,
      });
      toast.success(t('password.saved'));
      onDone();
    } catch (error) {
      // Setting it the first time, the password checked is the login password.
      setServerError(
        serverErrorText(t, error, hasPaymentPassword ? undefined : t('password.loginWrong')),
      );
    } finally {
      setSending(false);
    }
  };

  const title = hasPaymentPassword ? t('password.changeTitle') : t('password.title');
  return (
    <section className="wallet-card" aria-labelledby="payment-password-title">
      <h2 className="wallet-card__title" id="payment-password-title">
        {title}
      </h2>
      <p className="wallet-card__lead">{t('password.lead')}</p>
      <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        <div
          className="wallet-segment wallet-segment--three"
          role="radiogroup"
          aria-label={t('password.proof')}
        >
          {PROOFS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={proof === option}
              className="wallet-segment__option"
              onClick={() => {
                setProof(option);
                setServerError(null);
              }}
            >
              {t(`password.proofs.${option}`)}
            </button>
          ))}
        </div>
        {byCode ? (
          <div className="wallet-code-row">
            <WalletField
              label={t('password.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={setCode}
              error={shown('code')}
            />
            <button
              type="button"
              className="lb-btn lb-btn--ghost lb-btn--lg wallet-code-row__send"
              disabled={countdown.secondsLeft > 0}
              onClick={() => void sendCode()}
            >
              {countdown.secondsLeft > 0
                ? t('password.resendIn', { seconds: countdown.secondsLeft })
                : t('password.sendCode')}
            </button>
          </div>
        ) : (
          <WalletField
            label={currentLabel}
            type="password"
            autoComplete={hasPaymentPassword ? 'off' : 'current-password'}
            inputMode={hasPaymentPassword ? 'numeric' : undefined}
            value={current}
            onChange={setCurrent}
            error={shown('current')}
          />
        )}
        <PinField
          isNew
          label={hasPaymentPassword ? t('password.newPin') : t('password.pin')}
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
