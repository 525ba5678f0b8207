import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamPeriod } from '@lobby/platform-api/contract';
import { businessDayIn, useBusinessTimeZone } from '@lobby/shared';
import {
  rangeProblem,
  TEAM_PERIOD_CHOICES,
  type PeriodChoice,
  type RangeProblem,
} from '../utils/period';
import '@/components/team-screens.css';
import '../team-report.css';

export interface TeamPeriodPickerProps {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** The zone of the report's days (its answer's timeZone); the brand's business zone until known. */
  timeZone?: string;
}

/**
 * The period of the team reports: a group of toggle buttons for the presets and, for a custom
 * range, two dates checked here (start ≤ end, not after the business today, at most 92
 * days) before asking.
 */
export function TeamPeriodPicker({ value, onChange, timeZone }: TeamPeriodPickerProps) {
  const { t } = useTranslation('agent');
  const id = useId();
  // Today as the server counts the report's days (the business day), not the phone's.
  const businessZone = useBusinessTimeZone();
  const today = businessDayIn(timeZone ?? businessZone);
  const [mode, setMode] = useState<TeamPeriod>(value.period);
  const [start, setStart] = useState(value.period === 'custom' ? value.startDate : today);
  const [end, setEnd] = useState(value.period === 'custom' ? value.endDate : today);
  const [problem, setProblem] = useState<RangeProblem | null>(null);

  const choose = (period: TeamPeriod) => {
    setMode(period);
    setProblem(null);
    if (period !== 'custom') onChange({ period });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(start, end, today);
    setProblem(found);
    if (!found) onChange({ period: 'custom', startDate: start, endDate: end });
  };
  const errorId = `${id}-error`;
  return (
    <div className="team-period">
      <div className="team-period__presets" role="group" aria-label={t('period.label')}>
        {TEAM_PERIOD_CHOICES.map((period) => (
          <button
            key={period}
            type="button"
            className={`team-chip${mode === period ? ' team-chip--on' : ''}`}
            aria-pressed={mode === period}
            onClick={() => choose(period)}
          >
            {t(`period.${period}`)}
          </button>
        ))}
      </div>
      {mode === 'custom' ? (
        <form className="team-range" onSubmit={apply} noValidate>
          <label className="team-range__field">
            <span>{t('period.start')}</span>
            <input
              type="date"
              value={start}
              max={today}
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setStart(event.target.value)}
            />
          </label>
          <label className="team-range__field">
            <span>{t('period.end')}</span>
            <input
              type="date"
              value={end}
              max={today}
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setEnd(event.target.value)}
            />
          </label>
          <button type="submit" className="lb-btn lb-btn--primary team-range__apply">
            {t('period.apply')}
          </button>
          {problem ? (
            <p id={errorId} className="team-range__error" role="alert">
              {t(`period.problem.${problem}`)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
