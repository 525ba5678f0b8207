import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError, formatMoney } from '@lobby/shared';
import type { ChasePlan } from '../utils/chase-plan';
import { liToUnits } from '../utils/slip-line';

export interface ChaseSettings {
  draws: number;
  plan: ChasePlan['kind'];
  start: number;
  every: number;
  /** Per-draw multiples as typed (plan 'custom'). */
  custom: readonly number[];
  stopOnWin: boolean;
}

export interface BetChaseProps {
  settings: ChaseSettings;
  onChange: (patch: Partial<ChaseSettings>) => void;
  maxDraws: number;
  /** The draws covered, from the one on sale; null while loading. */
  numeros: readonly string[] | null;
  loadError: string | null;
  onRetry: () => void;
  /** Each draw's multiple under the plan. */
  multiples: readonly number[];
  totalLi: number;
  balance: number | null;
  currencySymbol: string;
}

const PLANS = ['same', 'double', 'custom'] as const;

const whole = (text: string, fallback: number) => {
  const n = Number(text.replace(/\D/g, ''));
  return Number.isFinite(n) && n >= 1 ? n : fallback;
};

/** A chase of the next draws: how many, the multiple plan, stop on win, the whole cost. */
export function BetChase({
  settings,
  onChange,
  maxDraws,
  numeros,
  loadError,
  onRetry,
  multiples,
  totalLi,
  balance,
  currencySymbol,
}: BetChaseProps) {
  const { t } = useTranslation('lottery');
  const ids = { draws: useId(), start: useId(), every: useId(), plan: useId() };
  const money = (units: number) => formatMoney(units, currencySymbol);
  const total = liToUnits(totalLi);
  const over = balance !== null && total > balance;

  return (
    <div className="lp-chase">
      <div className="lp-settings__field">
        <label htmlFor={ids.draws} className="lp-settings__label">
          {t('play.chase.draws', { max: maxDraws })}
        </label>
        <input
          id={ids.draws}
          className="lp-stepper__input"
          type="number"
          min={1}
          max={maxDraws}
          value={settings.draws}
          onChange={(event) =>
            onChange({ draws: Math.min(maxDraws, whole(event.target.value, 1)) })
          }
        />
      </div>
      <div className="lp-settings__field">
        <span id={ids.plan} className="lp-settings__label">
          {t('play.chase.plan')}
        </span>
        <div className="lp-settings__modes" role="group" aria-labelledby={ids.plan}>
          {PLANS.map((plan) => (
            <button
              key={plan}
              type="button"
              className="lp-toggle"
              aria-pressed={settings.plan === plan}
              onClick={() => onChange(plan === 'custom' ? { plan, custom: multiples } : { plan })}
            >
              {t(`play.chase.${plan}`)}
            </button>
          ))}
        </div>
      </div>
      {settings.plan !== 'custom' ? (
        <div className="lp-settings__field">
          <label htmlFor={ids.start} className="lp-settings__label">
            {t('play.chase.start')}
          </label>
          <input
            id={ids.start}
            className="lp-stepper__input"
            type="number"
            min={1}
            value={settings.start}
            onChange={(event) => onChange({ start: whole(event.target.value, 1) })}
          />
        </div>
      ) : null}
      {settings.plan === 'double' ? (
        <div className="lp-settings__field">
          <label htmlFor={ids.every} className="lp-settings__label">
            {t('play.chase.every')}
          </label>
          <input
            id={ids.every}
            className="lp-stepper__input"
            type="number"
            min={1}
            value={settings.every}
            onChange={(event) => onChange({ every: whole(event.target.value, 1) })}
          />
        </div>
      ) : null}
      {loadError ? (
        <RequestError message={loadError} onRetry={onRetry} />
      ) : numeros === null ? (
        <p className="lp-chase__loading" role="status">
          {t('play.chase.loading')}
        </p>
      ) : (
        <ol className="lp-chase__draws">
          {numeros.map((numero, i) => (
            <li key={numero} className="lp-chase__draw">
              <span>{numero}</span>
              {settings.plan === 'custom' ? (
                <input
                  className="lp-stepper__input"
                  type="number"
                  min={1}
                  aria-label={t('play.chase.drawMultiple', { numero })}
                  value={settings.custom[i] ?? multiples[i] ?? 1}
                  onChange={(event) => {
                    const custom = [...multiples];
                    custom[i] = whole(event.target.value, 1);
                    onChange({ custom });
                  }}
                />
              ) : (
                <span>×{multiples[i]}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      <label className="lp-check">
        <input
          type="checkbox"
          checked={settings.stopOnWin}
          onChange={(event) => onChange({ stopOnWin: event.target.checked })}
        />
        {t('play.chase.stopOnWin')}
      </label>
      <p className="lp-chase__total">
        {t('play.chase.total', { amount: money(total) })}
        {balance !== null ? ` · ${t('play.chase.balance', { amount: money(balance) })}` : ''}
      </p>
      {over ? (
        <p className="lp-problem" role="alert">
          {t('play.overBalance')}
        </p>
      ) : null}
    </div>
  );
}
