import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgState } from '@lobby/platform-api/contract';
import { apiErrorText } from '@lobby/shared';
import { saveSessionChoices } from '../api/rg';
import { minutesLabelParts, REALITY_CHECK_CHOICES, SESSION_LIMIT_CHOICES } from '../utils/choices';

const OFF = '';

/** The session time limit and the reality-check interval; both apply at once. */
export function SessionSection({
  state,
  onSaved,
}: {
  state: RgState;
  onSaved: (state: RgState) => void;
}) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const [limit, setLimit] = useState(String(state.sessionLimitMinutes ?? OFF));
  const [reality, setReality] = useState(String(state.realityCheckMinutes ?? OFF));
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const label = (minutes: number) => {
    const { unit, count } = minutesLabelParts(minutes);
    return t(`session.${unit}`, { count });
  };
  // A stored value outside the offered list (set elsewhere) is still shown.
  const withCurrent = (choices: readonly number[], current: number | null) =>
    current !== null && !choices.includes(current)
      ? [...choices, current].sort((a, b) => a - b)
      : choices;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setMessage(null);
    try {
      const next = await saveSessionChoices({
        sessionLimitMinutes: limit === OFF ? null : Number(limit),
        realityCheckMinutes: reality === OFF ? null : Number(reality),
      });
      setMessage({ text: t('session.saved'), error: false });
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
          <select value={limit} onChange={(event) => setLimit(event.target.value)}>
            <option value={OFF}>{t('session.noLimit')}</option>
            {withCurrent(SESSION_LIMIT_CHOICES, state.sessionLimitMinutes).map((minutes) => (
              <option key={minutes} value={minutes}>
                {label(minutes)}
              </option>
            ))}
          </select>
        </label>
        <label className="rg-select">
          <span className="rg-select__label">{t('session.realityLabel')}</span>
          <span className="rg-select__hint">{t('session.realityHint')}</span>
          <select value={reality} onChange={(event) => setReality(event.target.value)}>
            <option value={OFF}>{t('session.off')}</option>
            {withCurrent(REALITY_CHECK_CHOICES, state.realityCheckMinutes).map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('session.every', { time: label(minutes) })}
              </option>
            ))}
          </select>
        </label>
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
