import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '@lobby/platform-api/contract';
import {
  amountProblemText,
  checkAmount,
  feeOf,
  formatMoney,
  newRequestId,
  refreshWallet,
  toast,
} from '@lobby/shared';
import { isFieldError } from '@lobby/shared/field-errors';
import { requestWithdrawal } from '../api/withdraw';
import { PAYMENT_PASSWORD } from '../utils/forms';
import { serverErrorText } from '../utils/server-error';
import { PinField } from './PinField';
import '@/components/wallet.css';
import '../withdraw.css';

/**
 * The request: an amount within what can be withdrawn and the limits (2 decimals), the account
 * to pay (numbers masked by the server), the fee and what arrives, the payment password.
 */
export function WithdrawForm({ info, onDone }: { info: WithdrawInfo; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const amountId = useId();
  const [text, setText] = useState('');
  const [accountId, setAccountId] = useState(info.payoutAccounts[0]?.id ?? 0);
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const requestId = useRef(newRequestId());
  const symbol = info.currencySymbol;
  const money = (amount: number) => formatMoney(amount, symbol);

  const checked = checkAmount(text, {
    min: info.minAmount,
    max: info.maxAmount,
    available: info.withdrawable,
  });
  const fee =
    checked.amount === null ? null : feeOf(checked.amount, info.feePercent, info.feeFixed);
  const pinError = PAYMENT_PASSWORD.test(pin) ? null : t('password.pinRule');
  const amountRefused = isFieldError(serverError, 'amount');
  const pinRefused = isFieldError(serverError, 'paymentPassword');
  const amountError =
    (touched || tried) && checked.problem
      ? t(...amountProblemText(checked.problem, symbol))
      : amountRefused
        ? serverErrorText(t, serverError)
        : null;
  const noneLeft = info.remainingToday <= 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (checked.amount === null || pinError || sending || noneLeft) return;
    setSending(true);
    setServerError(null);
    try {
      await requestWithdrawal({
        amount: checked.amount,
        payoutAccountId: accountId,
        paymentPassword: pin,
        requestId: requestId.current,
      });
      toast.success(t('withdraw.submitted'));
      requestId.current = newRequestId();
      setText('');
      setPin('');
      setTouched(false);
      setTried(false);
      void refreshWallet().catch(() => undefined);
      onDone();
    } catch (error) {
      setServerError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="wallet-card" aria-labelledby="withdraw-form-title">
      <h2 className="wallet-card__title" id="withdraw-form-title">
        {t('withdraw.request')}
      </h2>
      <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor={amountId}>
            {t('withdraw.amount')}
          </label>
          <div className="wallet-field__box">
            <span className="wallet-field__prefix" aria-hidden="true">
              {symbol}
            </span>
            <input
              id={amountId}
              className="wallet-field__input"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              aria-invalid={amountError !== null}
              aria-describedby={`${amountId}-message`}
              onChange={(event) => {
                setText(event.target.value);
                setTouched(true);
                setServerError(null);
                requestId.current = newRequestId();
              }}
            />
            <button
              type="button"
              className="wallet-field__action"
              onClick={() => {
                setText(Math.min(info.withdrawable, info.maxAmount).toFixed(2));
                setTouched(true);
              }}
            >
              {t('withdraw.all')}
            </button>
          </div>
          <p
            id={`${amountId}-message`}
            className={amountError ? 'wallet-field__error' : 'wallet-field__hint'}
            role={amountError ? 'alert' : undefined}
          >
            {amountError ??
              t('withdraw.range', { min: money(info.minAmount), max: money(info.maxAmount) })}
          </p>
        </div>

        <fieldset className="wallet-accounts">
          <legend className="wallet-field__label">{t('withdraw.to')}</legend>
          {info.payoutAccounts.map((account) => (
            <label key={account.id} className="wallet-account">
              <input
                type="radio"
                name="payout-account"
                checked={accountId === account.id}
                onChange={() => setAccountId(account.id)}
              />
              <span className="wallet-account__text">
                <span className="wallet-account__provider">{account.provider}</span>
                <span className="wallet-account__number">
                  {account.accountNo} · {account.payeeName}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        <PinField
          label={t('password.pin')}
          value={pin}
          onChange={(value) => {
            setPin(value);
            if (pinRefused) setServerError(null);
          }}
          error={pinRefused ? serverErrorText(t, serverError) : tried ? pinError : null}
        />

        <dl className="wallet-summary">
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd>{fee === null ? '--' : money(fee)}</dd>
          </div>
          <div className="wallet-summary__total">
            <dt>{t('withdraw.net')}</dt>
            <dd>{checked.amount === null || fee === null ? '--' : money(checked.amount - fee)}</dd>
          </div>
        </dl>
        <p className="wallet-note">
          {t('withdraw.remaining', { left: info.remainingToday, count: info.dailyCount })}
        </p>
        {serverError !== null && !amountRefused && !pinRefused ? (
          <p className="wallet-form__error" role="alert">
            {serverErrorText(t, serverError)}
          </p>
        ) : null}
        <button
          type="submit"
          className="lb-btn lb-btn--primary lb-btn--lg wallet-submit"
          disabled={
            sending || noneLeft || (tried && (checked.amount === null || pinError !== null))
          }
        >
          {sending ? t('withdraw.submitting') : t('withdraw.submit')}
        </button>
      </form>
    </section>
  );
}
