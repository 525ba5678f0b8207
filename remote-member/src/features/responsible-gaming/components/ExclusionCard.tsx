import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RgExclusionBody } from '@lobby/platform-api/contract';
import {
  apiErrorText,
  confirm,
  formatDateTime,
  paths,
  rememberExclusion,
  toast,
  useSessionStore,
} from '@lobby/shared';
import { startExclusion } from '../api/rg';
import type { ExclusionLength } from '../utils/choices';

export interface ExclusionCardProps {
  kind: 'TIMEOUT' | 'SELF_EXCLUSION';
  lengths: readonly ExclusionLength[];
}

/**
 * A time-out or a self-exclusion: a length, then two separate confirmations. The platform ends
 * every session of the member; this device then forgets the session and goes home.
 */
export function ExclusionCard({ kind, lengths }: ExclusionCardProps) {
  const { t } = useTranslation('responsible');
  const navigate = useNavigate();
  const id = useId();
  const [length, setLength] = useState<ExclusionLength>(lengths[0]!);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const key = kind === 'TIMEOUT' ? 'timeout' : 'selfExclusion';
  const lengthText = t(`lengths.${length}`);

  const start = async () => {
    setError(null);
    const first = await confirm(t(`${key}.confirm1`, { length: lengthText }), {
      title: t(`${key}.title`),
      confirmLabel: t('exclusion.next'),
      cancelLabel: t('exclusion.cancel'),
    });
    if (!first) return;
    const second = await confirm(t('exclusion.confirm2', { length: lengthText }), {
      title: t('exclusion.confirm2Title'),
      confirmLabel: t(`${key}.confirm`),
      cancelLabel: t('exclusion.cancel'),
    });
    if (!second) return;
    setSending(true);
    try {
      const exclusion = await startExclusion({ kind, length, confirmed: 2 } as RgExclusionBody);
      rememberExclusion(exclusion.until);
      toast.info(t('exclusion.started', { until: formatDateTime(exclusion.until) }));
      navigate(paths.home, { replace: true });
      useSessionStore.getState().clear();
    } catch (failure) {
      setError(apiErrorText(failure, t));
      setSending(false);
    }
  };

  return (
    <section className="rg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rg-card__title">
        {t(`${key}.title`)}
      </h2>
      <p className="rg-card__lead">{t(`${key}.lead`)}</p>
      <fieldset className="rg-lengths">
        <legend className="rg-select__label">{t('exclusion.length')}</legend>
        {lengths.map((value) => (
          <label key={value} className="rg-length">
            <input
              type="radio"
              name={`${id}-length`}
              value={value}
              checked={length === value}
              onChange={() => setLength(value)}
            />
            <span>{t(`lengths.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="lb-btn lb-btn--ghost lb-btn--block rg-danger"
        disabled={sending}
        onClick={() => void start()}
      >
        {t(`${key}.start`, { length: lengthText })}
      </button>
      {error ? (
        <p className="rg-limit__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
