import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgPendingChoice, RgState } from '@lobby/platform-api/contract';
import { apiErrorText, formatDateTime } from '@lobby/shared';
import { saveSessionChoices } from '../api/rg';
import { minutesLabelParts, REALITY_CHECK_CHOICES, SESSION_LIMIT_CHOICES } from '../utils/choices';

const OFF = '';

/** What the select starts at: a pending change (the member's latest choice), else what applies. */
const startValue = (current: number | null, pending: RgPendingChoice) =>
  String((pending ? pending.minutes : current) ?? OFF);

/**
 * The session time limit and the reality-check interval. Shorter applies at once; longer or off
 * waits the platform's 24-hour cooling-off and is shown as pending with its start.
 */
export function SessionSection({
  state,
  onSaved,
}: {
  state: RgState;
  onSaved: (state: RgState) => void;
}) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const [limit, setLimit] = useState(
    startValue(state.sessionLimitMinutes, state.sessionLimitPending),
  );
  const [reality, setReality] = useState(
    startValue(state.realityCheckMinutes, state.realityCheckPending),
  );
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const label = (minutes: number) => {
    const { unit, count } = minutesLabelParts(minutes);
    return t(`session.${unit}`, { count });
  };
  const limitText = (minutes: number | null) =>
    minutes === null ? t('session.noLimit') : label(minutes);
  const realityText = (minutes: number | null) =>
    minutes === null ? t('session.off') : t('session.every', { time: label(minutes) });
  // Stored values outside the offered list (set elsewhere) are still shown.
  const withCurrent = (choices: readonly number[], ...stored: (number | null | undefined)[]) =>
    [...new Set([...choices, ...stored.filter((n): n is number => typeof n === 'number')])].sort(
      (a, b) => a - b,
    );
  const pendingNote = (
    noteId: string,
    current: number | null,
    pending: RgPendingChoice,
    text: (minutes: number | null) => string,
  ) =>
    pending ? (
      <p id={noteId} className="rg-limit__pending">
        {t('session.pending', {
          current: text(current),
          next: text(pending.minutes),
          at: formatDateTime(pending.effectiveAt),
          since: formatDateTime(pending.since),
        })}
      </p>
    ) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setMessage(null);
    try {
      const next = await saveSessionChoices({
        sessionLimitMinutes: limit === OFF ? null : Number(limit),
        realityCheckMinutes: reality === OFF ? null : Number(reality),
      });
      const waiting = next.sessionLimitPending ?? next.realityCheckPending;
      setMessage({ text: t(waiting ? 'session.savedPending' : 'session.saved'), error: false });
      onSaved(next);
    } catch (error) {
      setMessage({ text: apiErrorText(error, t), error: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="rg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rg-card__title">
        {t('session.title')}
      </h2>
      <form className="rg-form" onSubmit={(event) => void submit(event)}>
        <label className="rg-select">
          <span className="rg-select__label">{t('session.limitLabel')}</span>
          <span className="rg-select__hint">{t('session.limitHint')}</span>
          <select
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            aria-describedby={state.sessionLimitPending ? `${id}-limit-pending` : undefined}
          >
            <option value={OFF}>{t('session.noLimit')}</option>
            {withCurrent(
              SESSION_LIMIT_CHOICES,
              state.sessionLimitMinutes,
              state.sessionLimitPending?.minutes,
            ).map((minutes) => (
              <option key={minutes} value={minutes}>
                {label(minutes)}
              </option>
            ))}
          </select>
        </label>
        {pendingNote(
          `${id}-limit-pending`,
          state.sessionLimitMinutes,
          state.sessionLimitPending,
          limitText,
        )}
        <label className="rg-select">
          <span className="rg-select__label">{t('session.realityLabel')}</span>
          <span className="rg-select__hint">{t('session.realityHint')}</span>
          <select
            value={reality}
            onChange={(event) => setReality(event.target.value)}
            aria-describedby={state.realityCheckPending ? `${id}-reality-pending` : undefined}
          >
            <option value={OFF}>{t('session.off')}</option>
            {withCurrent(
              REALITY_CHECK_CHOICES,
              state.realityCheckMinutes,
              state.realityCheckPending?.minutes,
            ).map((minutes) => (
              <option key={minutes} value={minutes}>
                {realityText(minutes)}
              </option>
            ))}
          </select>
        </label>
        {pendingNote(
          `${id}-reality-pending`,
          state.realityCheckMinutes,
          state.realityCheckPending,
          realityText,
        )}
        <button type="submit" className="lb-btn lb-btn--primary lb-btn--block" disabled={sending}>
          {t('session.save')}
        </button>
        <p
          className={message?.error ? 'rg-limit__error' : 'rg-limit__status'}
          role={message?.error ? 'alert' : 'status'}
        >
          {message?.text ?? ''}
        </p>
      </form>
    </section>
  );
}
