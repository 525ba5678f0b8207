import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, formatMoney } from '@lobby/shared';
import type { AnswerOf } from '@lobby/platform-api/contract';
import type { FamilyCode } from '@lobby/platform-api/lottery-rules';
import type { DrawClock } from '../hooks/use-draw-clock';
import { useOnline } from '../hooks/use-online';
import { DrawCountdown } from './DrawCountdown';
import { LiveHost } from './LiveHost';
import { ResultView } from './ResultView';

type LgwGame = AnswerOf<'GET', '/lgw/games'>['list'][number];

/**
 * The game page's header: close, name, family and cadence, balance, a game switcher, the draw on
 * sale with its countdown, the last result and the live host when one streams this game.
 */
export function GameHeader({
  game,
  games,
  clock,
  balance,
  currencySymbol,
  onClose,
  onSwitchGame,
}: {
  game: LgwGame;
  games: readonly LgwGame[];
  clock: DrawClock;
  balance: number | null;
  currencySymbol: string;
  onClose: () => void;
  onSwitchGame: (gameId: number) => void;
}) {
  const { t } = useTranslation('lottery');
  const switchId = useId();
  const online = useOnline();
  const family = game.family as FamilyCode;
  const cadence =
    game.cadence === 'DAILY'
      ? t('page.dailyDraw', { time: game.drawTime ?? '' })
      : t(`page.cadence.${game.cadence}`);
  const sameFamily = games.filter((entry) => entry.family === game.family && entry.available);

  return (
    <header className="lg-head">
      <div className="lg-head__top">
        <button
          type="button"
          className="lg-head__close"
          aria-label={t('page.close')}
          onClick={onClose}
        >
          <CloseIcon size={14} />
        </button>
        <div className="lg-head__title">
          <h1 className="lg-head__name">{game.gameName}</h1>
          <p className="lg-head__family">
            {t(`family.${family}`)} · {cadence}
          </p>
        </div>
        <p className="lg-head__balance">
          <span className="lg-head__balance-label">{t('page.balance')}</span>
          <span className="lg-head__balance-value">
            {balance === null ? '--' : formatMoney(balance, currencySymbol)}
          </span>
        </p>
      </div>
      {sameFamily.length > 1 && (
        <div className="lg-head__switch">
          <label htmlFor={switchId}>{t('page.switchGame')}</label>
          <select
            id={switchId}
            value={game.gameId}
            onChange={(event) => onSwitchGame(Number(event.target.value))}
          >
            {sameFamily.map((entry) => (
              <option key={entry.gameId} value={entry.gameId}>
                {/* Two vendors may sell one name (Mark Six 1 Min of TCG and of GPI). */}
                {sameFamily.some((other) => other !== entry && other.gameName === entry.gameName)
                  ? `${entry.gameName} · ${entry.vendorCode}`
                  : entry.gameName}
              </option>
            ))}
          </select>
        </div>
      )}
      {!online && (
        <p className="lg-head__offline" role="status">
          {t('page.offline')}
        </p>
      )}
      <div className="lg-head__draw">
        {clock.current && (
          <DrawCountdown
            numero={clock.current.numero}
            closeAt={clock.current.closeAt}
            pendingDrawAt={clock.pendingDrawAt}
          />
        )}
        <div className="lg-head__result">
          {clock.last?.winningNumber ? (
            <>
              <p className="lg-head__result-title">
                {t('page.lastResult', { numero: clock.last.numero })}
              </p>
              <ResultView
                family={family}
                winningNumber={clock.last.winningNumber}
                drawAt={clock.last.drawAt}
                variant="compact"
              />
            </>
          ) : (
            <p className="lg-head__result-title">{t('page.noResultYet')}</p>
          )}
        </div>
      </div>
      <p className="lb-visually-hidden" aria-live="polite">
        {clock.resultKey > 0 && clock.last
          ? t('page.resultNew', { numero: clock.last.numero })
          : ''}
      </p>
      <LiveHost gameId={game.gameId} />
    </header>
  );
}
