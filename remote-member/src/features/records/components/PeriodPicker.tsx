import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordPeriod } from '@lobby/platform-api/contract';
import { businessDayIn, foreignZoneLabel, useBusinessTimeZone } from '@lobby/shared';
import {
  earliestStart,
  PERIODS,
  validateRange,
  type PeriodChoice,
  type RangeError,
} from '../utils/period';
import { FilterBar } from './FilterBar';

export interface PeriodPickerProps {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}

/**
 * The period of every record screen: today, yesterday, last 7 days, last 30 days at a tap, or a
 * custom range of two dates (start ≤ end, at most 12 months back, not after today; days of the
 * brand's business time zone as the server counts them, its zone named when it is not the
 * phone's), checked here with a message before anything is asked.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('records');
  const formId = useId();
  const [mode, setMode] = useState<RecordPeriod>(value.period);
  const zone = useBusinessTimeZone();
  const today = businessDayIn(zone);
  const foreignZone = foreignZoneLabel(zone);
  const [start, setStart] = useState(value.period === 'custom' ? value.startDate : today);
  const [end, setEnd] = useState(value.period === 'custom' ? value.endDate : today);
  const [error, setError] = useState<RangeError | null>(null);

  const choose = ([next]: string[]) => {
    if (!next) return;
    const period = next as RecordPeriod;
    setMode(period);
    setError(null);
    if (period !== 'custom') onChange({ period });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRange(start, end, today);
    setError(problem);
    if (!problem) onChange({ period: 'custom', startDate: start, endDate: end });
  };

  const errorId = `${formId}-error`;
  const invalid = error !== null;
  return (
    <div className="records-period">
      <FilterBar
        label={t('period.label')}
        options={PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
        selected={[mode]}
        onChange={choose}
      />
      {mode === 'custom' ? (
        <form className="records-range" onSubmit={apply} noValidate>
          <label className="records-range__field">
            <span>{t('period.start')}</span>
            <input
              type="date"
              value={start}
              min={earliestStart(today)}
              max={today}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => setStart(event.target.value)}
            />
          </label>
          <label className="records-range__field">
            <span>{t('period.end')}</span>
            <input
              type="date"
              value={end}
              min={earliestStart(today)}
              max={today}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => setEnd(event.target.value)}
            />
          </label>
          <button type="submit" className="lb-btn lb-btn--primary lb-btn--lg records-range__apply">
            {t('period.apply')}
          </button>
          {error ? (
            <p id={errorId} className="records-range__error" role="alert">
              {t(`period.errors.${error}`)}
            </p>
          ) : (
            <p className="records-range__hint">
              {t('period.hint')}
              {foreignZone ? ` (${foreignZone})` : ''}
            </p>
          )}
        </form>
      ) : null}
    </div>
  );
}
