import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyCode } from '@lobby/platform-api/lottery-rules';
import { NoData, RequestError, Spinner, useRequest } from '@lobby/shared';
import { lgw } from '../api/lgw-api';
import { positionName } from '../utils/trend-position';
import { TrendTable } from './TrendTable';
import './results-panel.css';
import './trend-panel.css';

export interface TrendPanelProps {
  gameId: number;
  family: FamilyCode;
  /** Changed by the page after a draw: the trend is read again (kept on screen meanwhile). */
  refreshKey?: number;
}

const SIZES = ['30', '50', '100'] as const;
type Size = (typeof SIZES)[number];
/** Up to this many positions get a row of buttons; more (Keno, Vietnam) a list to choose from. */
const MOST_BUTTONS = 10;

/** The trend of a game's last 30/50/100 draws: per position, each value's hits and misses. */
export function TrendPanel({ gameId, family, refreshKey = 0 }: TrendPanelProps) {
  const { t } = useTranslation('lottery');
  const headingId = useId();
  const selectId = useId();
  const [size, setSize] = useState<Size>('30');
  const [selected, setSelected] = useState(1);
  const { state, reload } = useRequest(
    () => lgw.trend(gameId, size),
    `lgw-trend:${gameId}:${size}`,
  );

  const shownKey = useRef(refreshKey);
  useEffect(() => {
    if (shownKey.current === refreshKey) return;
    shownKey.current = refreshKey;
    reload();
  }, [refreshKey, reload]);

  let body;
  if (state.status === 'loading') {
    body = (
      <div className="lr-state" role="status" aria-label={t('trend.loading')}>
        <Spinner />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <RequestError
        message={t('trend.loadFailed')}
        onRetry={reload}
        className="lr-error"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  } else if (state.data.draws === 0 || state.data.positions.length === 0) {
    body = <NoData message={t('trend.empty')} />;
  } else {
    const { positions, draws } = state.data;
    const position = positions.find((entry) => entry.position === selected) ?? positions[0]!;
    const names = positions.map((entry) => positionName(t, family, entry.position));
    const name = names[positions.indexOf(position)]!;
    body = (
      <>
        {positions.length > 1 &&
          (positions.length > MOST_BUTTONS ? (
            <div className="lr-trend__picker">
              <label htmlFor={selectId}>{t('trend.positionLabel')}</label>
              <select
                id={selectId}
                className="lr-trend__select"
                value={position.position}
                onChange={(event) => setSelected(Number(event.target.value))}
              >
                {positions.map((entry, index) => (
                  <option key={entry.position} value={entry.position}>
                    {names[index]!.long}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <div className="lr-trend__positions" role="group" aria-label={t('trend.positionLabel')}>
              {positions.map((entry, index) => (
                <button
                  key={entry.position}
                  type="button"
                  className="lr-chip"
                  aria-pressed={entry.position === position.position}
                  aria-label={names[index]!.long}
                  onClick={() => setSelected(entry.position)}
                >
                  {names[index]!.short}
                </button>
              ))}
            </div>
          ))}
        <TrendTable values={position.values} positionName={name.long} draws={draws} />
      </>
    );
  }

  return (
    <section className="lr-panel lr-trend" aria-labelledby={headingId}>
      <h2 id={headingId} className="lr-panel__title">
        {t('trend.heading')}
      </h2>
      <div className="lr-trend__sizes" role="group" aria-label={t('trend.sizeLabel')}>
        {SIZES.map((option) => (
          <button
            key={option}
            type="button"
            className="lr-chip"
            aria-pressed={option === size}
            onClick={() => setSize(option)}
          >
            {t('trend.last', { size: option })}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
