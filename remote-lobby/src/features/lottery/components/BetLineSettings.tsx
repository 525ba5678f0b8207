import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MODE_NAME, rebatePercent } from '../utils/slip-line';

export interface BetLineSettingsProps {
  modes: readonly string[];
  mode: string;
  onMode: (mode: string) => void;
  /** The multiple as typed (validated by the panel). */
  multipleText: string;
  onMultipleText: (text: string) => void;
  maxMultiple: number;
  /** Tradition plays: the series slider; null for Entertainment (odds instead). */
  series: { value: number; min: number; max: number } | null;
  onSeries: (series: number) => void;
  odds: number | null;
}

/** Mode, multiple and series (or the odds) of the line being built. */
export const BetLineSettings = memo(function BetLineSettings({
  modes,
  mode,
  onMode,
  multipleText,
  onMultipleText,
  maxMultiple,
  series,
  onSeries,
  odds,
}: BetLineSettingsProps) {
  const { t } = useTranslation('lottery');
  const multipleId = useId();
  const seriesId = useId();
  const modeLabelId = useId();
  const multiple = Number(multipleText);
  const valid = Number.isInteger(multiple) && multiple >= 1 && multiple <= maxMultiple;
  const step = (delta: number) => {
    const base = valid ? multiple : 1;
    onMultipleText(String(Math.min(maxMultiple, Math.max(1, base + delta))));
  };

  return (
    <div className="lp-settings">
      <div className="lp-settings__field">
        <span id={modeLabelId} className="lp-settings__label">
          {t('play.mode.label')}
        </span>
        <div className="lp-settings__modes" role="group" aria-labelledby={modeLabelId}>
          {modes.map((value) => (
            <button
              key={value}
              type="button"
              className="lp-toggle"
              aria-pressed={value === mode}
              onClick={() => onMode(value)}
            >
              {t(`play.mode.${MODE_NAME[value] ?? 'yuan'}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="lp-settings__field">
        <label htmlFor={multipleId} className="lp-settings__label">
          {t('play.multiple')}
        </label>
        <div className="lp-stepper">
          <button
            type="button"
            className="lp-stepper__btn"
            aria-label={t('play.multipleLess')}
            disabled={valid && multiple <= 1}
            onClick={() => step(-1)}
          >
            −
          </button>
          <input
            id={multipleId}
            className="lp-stepper__input"
            inputMode="numeric"
            value={multipleText}
            aria-invalid={valid ? undefined : true}
            onChange={(event) => onMultipleText(event.target.value.replace(/\D/g, ''))}
          />
          <button
            type="button"
            className="lp-stepper__btn"
            aria-label={t('play.multipleMore')}
            disabled={valid && multiple >= maxMultiple}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
        {valid ? null : (
          <p className="lp-problem" role="alert">
            {t('play.multipleRange', { max: maxMultiple })}
          </p>
        )}
      </div>
      {series ? (
        <div className="lp-settings__field lp-settings__field--wide">
          <label htmlFor={seriesId} className="lp-settings__label">
            {t('play.series')}
          </label>
          <input
            id={seriesId}
            type="range"
            className="lp-series"
            min={series.min}
            max={series.max}
            step={1}
            value={series.value}
            aria-valuetext={t('play.seriesValue', {
              series: series.value,
              rebate: rebatePercent(series.max, series.value).toFixed(2),
            })}
            onChange={(event) => onSeries(Number(event.target.value))}
          />
          <output htmlFor={seriesId} className="lp-settings__value">
            {t('play.seriesValue', {
              series: series.value,
              rebate: rebatePercent(series.max, series.value).toFixed(2),
            })}
          </output>
        </div>
      ) : odds !== null ? (
        <p className="lp-settings__odds">{t('play.odds', { odds })}</p>
      ) : null}
    </div>
  );
});
