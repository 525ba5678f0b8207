import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHASING_CHOICES,
  dateProblem,
  MAX_DAYS,
  ORDER_STATES,
  sameFilters,
  type ChasingChoice,
  type OrderFilters,
  type OrderState,
} from '../utils/order-filters';

export interface OrderFilterFormProps {
  /** The filters of the list on screen; the form starts from them. */
  applied: OrderFilters;
  games: ReadonlyArray<{ gameId: number; gameName: string }>;
  serverNow: () => number;
  onApply: (filters: OrderFilters) => void;
}

const CHASING_LABEL: Record<ChasingChoice, string> = {
  All: 'orders.filters.chasingAll',
  Chasing: 'orders.filters.chasingYes',
  NonChasing: 'orders.filters.chasingNo',
};

/** The history's filters, sent together by one Search; the period checked before it goes. */
export function OrderFilterForm({ applied, games, serverNow, onApply }: OrderFilterFormProps) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [checked, setChecked] = useState(false);
  const problem = dateProblem(draft.startDate, draft.endDate, serverNow());
  const shownProblem = checked ? problem : null;
  const errorId = `${id}-dates`;
  const set = (change: Partial<OrderFilters>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem) onApply(draft);
  };

  return (
    <form
      className="lo-filters"
      aria-label={t('orders.filters.title')}
      onSubmit={submit}
      noValidate
    >
      <div className="lo-filters__grid">
        <label className="lo-field">
          <span className="lo-field__label">{t('orders.filters.status')}</span>
          <select
            className="lo-field__input"
            value={String(draft.status)}
            onChange={(event) =>
              set({
                status:
                  event.target.value === 'all' ? 'all' : (Number(event.target.value) as OrderState),
              })
            }
          >
            <option value="all">{t('orders.filters.allStates')}</option>
            {ORDER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`state.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="lo-field">
          <span className="lo-field__label">{t('orders.filters.game')}</span>
          <select
            className="lo-field__input"
            value={String(draft.gameId)}
            onChange={(event) =>
              set({ gameId: event.target.value === 'all' ? 'all' : Number(event.target.value) })
            }
          >
            <option value="all">{t('orders.filters.allGames')}</option>
            {games.map((game) => (
              <option key={game.gameId} value={game.gameId}>
                {game.gameName}
              </option>
            ))}
          </select>
        </label>
        <label className="lo-field">
          <span className="lo-field__label">{t('orders.filters.chasing')}</span>
          <select
            className="lo-field__input"
            value={draft.chasing}
            onChange={(event) => set({ chasing: event.target.value as ChasingChoice })}
          >
            {CHASING_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(CHASING_LABEL[choice])}
              </option>
            ))}
          </select>
        </label>
        <label className="lo-field">
          <span className="lo-field__label">{t('orders.filters.startDate')}</span>
          <input
            className="lo-field__input"
            type="date"
            value={draft.startDate}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={shownProblem ? errorId : `${id}-utc`}
            onChange={(event) => set({ startDate: event.target.value })}
          />
        </label>
        <label className="lo-field">
          <span className="lo-field__label">{t('orders.filters.endDate')}</span>
          <input
            className="lo-field__input"
            type="date"
            value={draft.endDate}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={shownProblem ? errorId : `${id}-utc`}
            onChange={(event) => set({ endDate: event.target.value })}
          />
        </label>
      </div>
      <p className="lo-filters__hint" id={`${id}-utc`}>
        {t('orders.filters.utcNote')}
      </p>
      {shownProblem ? (
        <p className="lo-filters__error" id={errorId} role="alert">
          {t(`orders.filters.dateErrors.${shownProblem}`, { days: MAX_DAYS })}
        </p>
      ) : null}
      <div className="lo-filters__actions">
        <button type="submit" className="lb-btn lb-btn--primary lb-btn--sm">
          {t('orders.filters.submit')}
        </button>
        {sameFilters(draft, applied) ? null : (
          <span className="lo-filters__pending">{t('orders.filters.pending')}</span>
        )}
      </div>
    </form>
  );
}
