import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@lobby/platform-api/contract';
import { toast } from '@lobby/shared';
import { isFieldError } from '@lobby/shared/field-errors';
import { addPayoutAccount } from '../api/withdraw';
import { ACCOUNT_NUMBER, nameOk, PAYMENT_PASSWORD } from '../utils/forms';
import { serverErrorText } from '../utils/server-error';
import { WalletField } from '@/components/WalletField';
import { PinField } from './PinField';
import '@/components/wallet.css';

type Kind = PayoutAccount['kind'];
/** In the order the choice shows them (typed by the contract, so a new kind fails typecheck). */
const KINDS: readonly Kind[] = ['BANK', 'EWALLET'] satisfies Array<PayoutAccount['kind']>;

/** Adds a bank or e-wallet account to be paid to; the payment password confirms it. */
export function PayoutAccountForm({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [kind, setKind] = useState<Kind>('BANK');
  const [provider, setProvider] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [payee, setPayee] = useState('');
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);

  const errors = {
    provider: nameOk(provider) ? null : t('account.providerRule'),
    accountNo: ACCOUNT_NUMBER.test(accountNo) ? null : t('account.numberRule'),
    payee: nameOk(payee) ? null : t('account.payeeRule'),
    pin: PAYMENT_PASSWORD.test(pin) ? null : t('password.pinRule'),
  };
  const valid = Object.values(errors).every((error) => error === null);
  const shown = (key: keyof typeof errors) => (tried ? errors[key] : null);
  const pinRefused = isFieldError(serverError, 'paymentPassword');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || sending) return;
    setSending(true);
    setServerError(null);
    try {
      await addPayoutAccount({
        kind,
        provider: provider.trim(),
        accountNo,
        payeeName: payee.trim(),
        paymentPassword: pin,
      });
      toast.success(t('account.saved'));
      onDone();
    } catch (error) {
      setServerError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="wallet-card" aria-labelledby="payout-account-title">
      <h2 className="wallet-card__title" id="payout-account-title">
        {t('account.title')}
      </h2>
      <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="wallet-segment" role="radiogroup" aria-label={t('account.kind')}>
          {KINDS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={kind === option}
              className="wallet-segment__option"
              onClick={() => setKind(option)}
            >
              {t(`account.kinds.${option}`)}
            </button>
          ))}
        </div>
        <WalletField
          label={kind === 'BANK' ? t('account.bankName') : t('account.walletName')}
          value={provider}
          onChange={setProvider}
          maxLength={64}
          error={shown('provider')}
        />
        <WalletField
          label={t('account.number')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          value={accountNo}
          onChange={(value) => setAccountNo(value.replace(/\s/g, ''))}
          error={shown('accountNo')}
          hint={t('account.numberRule')}
        />
        <WalletField
          label={t('account.payee')}
          autoComplete="name"
          maxLength={64}
          value={payee}
          onChange={setPayee}
          error={shown('payee')}
        />
        <PinField
          label={t('password.pin')}
          value={pin}
          onChange={setPin}
          error={pinRefused ? serverErrorText(t, serverError) : shown('pin')}
        />
        {serverError !== null && !pinRefused ? (
          <p className="wallet-form__error" role="alert">
            {serverErrorText(t, serverError)}
          </p>
        ) : null}
        <div className="wallet-actions">
          {onCancel ? (
            <button type="button" className="lb-btn lb-btn--ghost lb-btn--lg" onClick={onCancel}>
              {t('cancel')}
            </button>
          ) : null}
          <button
            type="submit"
            className="lb-btn lb-btn--primary lb-btn--lg wallet-submit"
            disabled={sending}
          >
            {t('account.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
