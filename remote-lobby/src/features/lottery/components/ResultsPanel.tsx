import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@lobby/platform-api/contract';
import { familyOf, type FamilyCode } from '@lobby/platform-api/lottery-rules';
import { NoData, RequestError, Spinner, useRequest } from '@lobby/shared';
import { lgw } from '../api/lgw-api';
import { useNewResultAnnouncement } from '../hooks/use-new-result-announcement';
import { formatDrawTime } from '../utils/draw-time';
import { DrawCheck } from './DrawCheck';
import { ResultView } from './ResultView';
import './results-panel.css';

export interface ResultsPanelProps {
  gameId: number;
  family: FamilyCode;
  /** Changed by the page after a draw: the history is read again (kept on screen meanwhile). */
  refreshKey?: number;
}

type Draw = AnswerOf<'GET', '/lgw/draw/:gameId'>['list'][number];

const FIRST_PAGE = 30;
const MOST = 100;

/** A game's results history, newest first, each drawn result with its in-browser check. */
export function ResultsPanel({ gameId, family, refreshKey = 0 }: ResultsPanelProps) {
  const { t } = useTranslation('lottery');
  const headingId = useId();
  // The size asked for belongs to the game: another game starts again at the first page.
  const [asked, setAsked] = useState({ gameId, size: FIRST_PAGE });
  const size = asked.gameId === gameId ? asked.size : FIRST_PAGE;
  const { state, reload } = useRequest(() => lgw.draws(gameId, size), `lgw-draws:${gameId}`);

  // More rows or a refresh read the same history again, keeping the rows shown until it comes
  // (another game is read by the key's change).
  const read = useRef({ gameId, size, refreshKey });
  useEffect(() => {
    const before = read.current;
    read.current = { gameId, size, refreshKey };
    if (before.gameId !== gameId) return;
    if (before.size !== size || before.refreshKey !== refreshKey) reload();
  }, [gameId, size, refreshKey, reload]);
  const [waitingMore, setWaitingMore] = useState(false);
  useEffect(() => setWaitingMore(false), [state]);

  const list = state.status === 'success' ? state.data.list : null;
  const announcement = useNewResultAnnouncement(gameId, family, list);

  let body;
  if (state.status === 'loading') {
    body = (
      <div className="lr-state" role="status" aria-label={t('results.loading')}>
        <Spinner />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <RequestError
        message={t('results.loadFailed')}
        onRetry={reload}
        className="lr-error"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  } else if (state.data.list.length === 0) {
    body = <NoData message={t('results.empty')} />;
  } else {
    const draws = state.data.list;
    body = (
      <>
        <ol className="lr-draws">
          {draws.map((draw) => (
            <DrawRow key={draw.numero} draw={draw} family={family} />
          ))}
        </ol>
        {draws.length >= size && size < MOST && (
          <button
            type="button"
            className="lb-btn lb-btn--secondary lb-btn--block lr-more"
            disabled={waitingMore}
            onClick={() => {
              setWaitingMore(true);
              setAsked({ gameId, size: MOST });
            }}
          >
            {t('results.showMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="lr-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="lr-panel__title">
        {t('results.heading')}
      </h2>
      <p className="lb-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {body}
    </section>
  );
}

function DrawRow({ draw, family }: { draw: Draw; family: FamilyCode }) {
  const { t } = useTranslation('lottery');
  const checkId = useId();
  const [checking, setChecking] = useState(false);
  const [allPrizes, setAllPrizes] = useState(false);
  const { seed, winningNumber } = draw;
  const prizeTable = familyOf(family)?.display === 'PRIZE_TABLE';

  let outcome;
  if (draw.state === 'VOID') {
    outcome = <p className="lr-draw__state lr-draw__state--void">{t('results.void')}</p>;
  } else if (winningNumber === null) {
    outcome = <p className="lr-draw__state">{t('results.waiting')}</p>;
  } else {
    outcome = (
      <ResultView
        family={family}
        winningNumber={winningNumber}
        drawAt={draw.drawAt}
        variant={allPrizes ? 'full' : 'compact'}
      />
    );
  }

  return (
    <li className="lr-draw">
      <div className="lr-draw__head">
        <h3 className="lr-draw__numero">{t('results.drawNo', { numero: draw.numero })}</h3>
        <time className="lr-draw__time" dateTime={draw.drawAt}>
          {formatDrawTime(draw.drawAt)}
        </time>
      </div>
      {outcome}
      {winningNumber !== null && draw.state !== 'VOID' && (
        <div className="lr-draw__actions">
          {prizeTable && (
            <button
              type="button"
              className="lb-btn lb-btn--text lb-btn--sm"
              aria-pressed={allPrizes}
              onClick={() => setAllPrizes((shown) => !shown)}
            >
              {t('results.allPrizes')}
            </button>
          )}
          {seed !== null && (
            <button
              type="button"
              className="lb-btn lb-btn--ghost lb-btn--sm"
              aria-expanded={checking}
              aria-controls={checking ? checkId : undefined}
              onClick={() => setChecking((open) => !open)}
            >
              {t('results.verify')}
            </button>
          )}
        </div>
      )}
      {checking && seed !== null && winningNumber !== null && (
        <DrawCheck
          id={checkId}
          family={family}
          seed={seed}
          commitment={draw.commitment}
          winningNumber={winningNumber}
        />
      )}
    </li>
  );
}
