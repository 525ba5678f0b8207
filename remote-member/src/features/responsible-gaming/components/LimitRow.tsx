import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgLimit, RgState } from '@lobby/platform-api/contract';
import {
  amountProblemText,
  apiErrorText,
  checkAmount,
  formatDateTime,
  formatMoney,
} from '@lobby/shared';
import { saveLimit } from '../api/rg';
import '@/components/wallet.css';

const AMOUNT_LIMITS = { min: 0.01, max: 100_000_000 };

export interface LimitRowProps {
  limit: RgLimit;
  currencySymbol: string;
  onSaved: (state: RgState) => void;
}

/**
 * One limit (a kind and a period): what applies now, what the period used and when it resets, a
 * pending raise or removal with its start and when it takes effect, and a form to change it.
 */
export function LimitRow({ limit, currencySymbol, onSaved }: LimitRowProps) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  const period = t(`periods.${limit.period}`);
  // "daily deposit limit": the limit's name inside a sentence.
  const name = t(`common:rgLimit.${limit.kind}_${limit.period}`);

  const send = async (amount: number | null) => {
    setSending(true);
    setProblem(null);
    setStatus(null);
    try {
      const state = await saveLimit({ kind: limit.kind, period: limit.period, amount });
      const saved = state.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
      setText('');
      setStatus(saved?.pending ? t('limits.savedPending') : t('limits.saved'));
      onSaved(state);
    } catch (error) {
      setProblem(apiErrorText(error, t));
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(text, AMOUNT_LIMITS);
    if (checked.problem) {
      // The page loads the responsible namespace only (issue 33: raw keys showed otherwise).
      const [key, values] = amountProblemText(checked.problem, currencySymbol, 'responsible');
      setProblem(t(key, values));
      return;
    }
    void send(checked.amount);
  };

  const pending = limit.pending;
  return (
    <div className="rg-limit" role="group" aria-labelledby={`${id}-name`}>
      <div className="rg-limit__head">
        <h3 id={`${id}-name`} className="rg-limit__name">
          {period}
        </h3>
        <span className="rg-limit__amount">
          {limit.amount === null ? t('limits.none') : money(limit.amount)}
        </span>
      </div>
      <p className="rg-limit__meta">
        {limit.amount === null
          ? t('limits.usedNoLimit', { used: money(limit.used) })
          : t('limits.used', { used: money(limit.used), amount: money(limit.amount) })}
        {' · '}
        {t('limits.resets', { at: formatDateTime(limit.resetsAt) })}
      </p>
      {pending ? (
        <p className="rg-limit__pending">
          {pending.amount === null
            ? t('limits.pendingRemove', {
                since: formatDateTime(pending.since),
                at: formatDateTime(pending.effectiveAt),
              })
            : t('limits.pending', {
                amount: money(pending.amount),
                since: formatDateTime(pending.since),
                at: formatDateTime(pending.effectiveAt),
              })}
        </p>
      ) : null}
      <form className="rg-limit__form" noValidate onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          {t('limits.newAmount', { limit: name })}
        </label>
        <div className="wallet-field__box rg-limit__box">
          <span className="wallet-field__prefix" aria-hidden="true">
            {currencySymbol}
          </span>
          <input
            id={`${id}-input`}
            className="wallet-field__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('limits.placeholder')}
            value={text}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-message`}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
        </div>
        <button type="submit" className="lb-btn lb-btn--primary" disabled={sending}>
          {t('limits.save')}
        </button>
        {limit.amount !== null && pending?.amount !== null ? (
          <button
            type="button"
            className="lb-btn lb-btn--ghost"
            disabled={sending}
            onClick={() => void send(null)}
            aria-label={t('limits.removeLabel', { limit: name })}
          >
            {t('limits.remove')}
          </button>
        ) : null}
      </form>
      <p
        id={`${id}-message`}
        className={problem ? 'rg-limit__error' : 'rg-limit__status'}
        role={problem ? 'alert' : 'status'}
      >
        {problem ?? status ?? ''}
      </p>
    </div>
  );
}
