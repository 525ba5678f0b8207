import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError, paths, useIsLoggedIn, useLoginRedirect } from '@lobby/shared';
import { errorText } from '@/utils/error-text';
import { brandPrizeMode, launchLottery } from '../api/lottery-launch';
import { menuPrizeMode } from '../utils/prize-mode';
import { LotteryGame } from './LotteryGame';
import { LotteryProblem } from './LotteryProblem';

/**
 * /m/startLottery?mui&playType&gameId&prize_mode&pageBack: launches the game with the member
 * token (a single-use ticket comes back) and shows the lottery page full screen; the page trades
 * the ticket for its own play token, so the member token never reaches it. The close hotspot
 * goes to /m/home when pageBack is present, else /m/game.
 */
export function StartLotteryScreen() {
  const { t, i18n } = useTranslation('lottery');
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const [query, setQuery] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const gameId = Number(query.get('gameId'));
  const askedMode = query.get('prize_mode');
  const [launch, setLaunch] = useState<{ ticket: string; mode: 'lott' | 'elott' } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => navigate(query.has('pageBack') ? paths.home : paths.game);

  // One launch per visit: switching games inside the page keeps its play session.
  const [launchedFor] = useState(gameId);
  useEffect(() => {
    if (!loggedIn) {
      toLogin({ replace: true });
      return;
    }
    if (!Number.isInteger(launchedFor) || launchedFor <= 0) {
      setError(t('page.unknownGame'));
      return;
    }
    let live = true;
    (async () => {
      const mode =
        askedMode === 'lott' || askedMode === 'elott' ? askedMode : await brandPrizeMode();
      const ticket = await launchLottery(launchedFor, i18n.language || 'EN', mode);
      if (live) setLaunch({ ticket, mode });
    })().catch((failure: unknown) => {
      if (live) setError(isApiError(failure) ? errorText(t, failure) : t('page.loadFailed'));
    });
    return () => {
      live = false;
    };
  }, [askedMode, i18n.language, launchedFor, loggedIn, navigate, t, toLogin]);

  return (
    <section className="lg-screen" aria-label={t('page.title')}>
      {error ? (
        <LotteryProblem message={error} onBack={close} />
      ) : (
        <LotteryGame
          ticket={launch?.ticket ?? null}
          waitForTicket={launch === null}
          gameId={gameId}
          prizeMode={menuPrizeMode(launch?.mode ?? askedMode)}
          onClose={close}
          onSwitchGame={(next) =>
            setQuery(
              (current) => {
                current.set('gameId', String(next));
                return current;
              },
              { replace: true },
            )
          }
        />
      )}
    </section>
  );
}
