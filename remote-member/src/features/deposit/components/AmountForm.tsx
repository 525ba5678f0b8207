import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositOrder } from '@lobby/platform-api/contract';
import {
  amountProblemText,
  checkAmount,
  feeOf,
  formatMoney,
  apiErrorText,
  newRequestId,
} from '@lobby/shared';
import { createDepositOrder } from '../api/deposit';
import '@/components/wallet.css';

export interface AmountFormProps {
  channel: DepositChannel;
  currencySymbol: string;
  /** The order the server made (one per requestId, so a double tap makes one). */
  onCreated: (order: DepositOrder) => void;
}

/**
 * The amount of one channel: presets or free entry, checked as typed (required, a number, at
 * most 2 decimals, the channel's min and max) with the message under the field; the fee and
 * what the wallet receives before submitting.
 */
export function AmountForm({ channel, currencySymbol, onCreated }: AmountFormProps) {
  const { t } = useTranslation('wallet');
  const fieldId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const input = useRef<HTMLInputElement>(null);

  const checked = checkAmount(text, { min: channel.minAmount, max: channel.maxAmount });
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  const fee =
    checked.amount === null ? null : feeOf(checked.amount, channel.feePercent, channel.feeFixed);
  const problem =
    touched && checked.problem ? t(...amountProblemText(checked.problem, currencySymbol)) : null;
  const fieldError = problem ?? serverError;

  const change = (next: string) => {
    setText(next);
    setTouched(true);
    setServerError(null);
    // Another amount is another order: a new key, so only a repeat of the same tap is merged.
    requestId.current = newRequestId();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (checked.amount === null || sending) {
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      const order = await createDepositOrder({
        channelCode: channel.code,
        amount: checked.amount,
        requestId: requestId.current,
      });
      onCreated(order);
    } catch (error) {
      // A refusal by a responsible-gaming limit names the limit and when it resets.
      setServerError(apiErrorText(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
      {channel.presets.length > 0 ? (
        <div className="wallet-presets" role="group" aria-label={t('deposit.presets')}>
          {channel.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="wallet-preset"
              aria-pressed={checked.amount === preset}
              onClick={() => change(String(preset))}
            >
              {money(preset)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="wallet-field">
        <label className="wallet-field__label" htmlFor={fieldId}>
          {t('deposit.amount')}
        </label>
        <div className="wallet-field__box">
          <span className="wallet-field__prefix" aria-hidden="true">
            {currencySymbol}
          </span>
          <input
            ref={input}
            id={fieldId}
            className="wallet-field__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('deposit.range', {
              min: money(channel.minAmount),
              max: money(channel.maxAmount),
            })}
            value={text}
            aria-invalid={fieldError !== null}
            aria-describedby={`${fieldId}-hint`}
            onChange={(event) => change(event.target.value)}
          />
        </div>
        <p
          id={`${fieldId}-hint`}
          className={fieldError ? 'wallet-field__error' : 'wallet-field__hint'}
          role={fieldError ? 'alert' : undefined}
        >
          {fieldError ??
            t('deposit.range', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        </p>
      </div>
      <dl className="wallet-summary">
        <div>
          <dt>{t('deposit.fee')}</dt>
          <dd>{fee === null ? '--' : money(fee)}</dd>
        </div>
        <div className="wallet-summary__total">
          <dt>{t('deposit.credited')}</dt>
          <dd>{checked.amount === null || fee === null ? '--' : money(checked.amount - fee)}</dd>
        </div>
      </dl>
      {channel.note ? <p className="wallet-note">{channel.note}</p> : null}
      <button
        type="submit"
        className="lb-btn lb-btn--primary lb-btn--lg wallet-submit"
        disabled={checked.amount === null || sending}
      >
        {sending ? t('deposit.submitting') : t('deposit.submit')}
      </button>
    </form>
  );
}
