import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  hideLoading,
  isApiError,
  LAUNCH_PARAM,
  paths,
  safeLaunchId,
  showLoading,
  toast,
  safeHref,
  useIsLoggedIn,
  useLoginRedirect,
  withQuery,
} from '@lobby/shared';
import type { Game } from '@lobby/platform-api/contract';
import { launchGame } from '../api/game-list-api';
import { rememberPendingLaunch, takePendingLaunch } from '../utils/pending-launch';
import { errorText } from '@/utils/error-text';

export interface PlayingGame {
  game: Game;
  url: string;
}

const LOTTERY_CATEGORIES = new Set(['LOTT', 'ELOTT']);

/**
 * Launching: visitors go to /m/login; lottery games open /m/startLottery; every other game gets
 * a launch URL (single-use ticket) and plays in the in-page player. The platform records the
 * game as recent when it issues the launch URL. A visitor's tap is remembered: login returns here
 * with `launch=<node id>` and the game launches then (issue 36 item 5).
 */
export function useLaunchGame() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const [params, setParams] = useSearchParams();
  const { t, i18n } = useTranslation('lobby');
  const [playing, setPlaying] = useState<PlayingGame | null>(null);

  const launch = useCallback(
    async (game: Game) => {
      if (!loggedIn) {
        rememberPendingLaunch(game);
        toLogin({ launch: game.nodeId });
        return;
      }
      if (LOTTERY_CATEGORIES.has(game.gameType)) {
        navigate(
          withQuery(paths.startLottery, {
            gameId: game.nodeId,
            playType: game.playType,
            mui: game.vassalage,
            pageBack: 1,
          }),
        );
        return;
      }
      showLoading({ timeoutMs: 10_000 });
      try {
        const answer = await launchGame(game.nodeId, i18n.language || 'EN');
        // The player frames the launch URL: only an http(s) or same-site one (safe-URL rule).
        const url = safeHref(answer.url);
        if (url) setPlaying({ game, url });
        else toast.error(t('list.launchRefused'));
      } catch (error) {
        if (isApiError(error) && error.code !== 'NETWORK') toast.error(errorText(t, error));
      } finally {
        hideLoading();
      }
    },
    [i18n.language, loggedIn, navigate, t, toLogin],
  );

  // Back from login with a game to launch: launch it once and take `launch` out of the address.
  const pendingId = loggedIn ? safeLaunchId(params.get(LAUNCH_PARAM)) : null;
  useEffect(() => {
    if (!pendingId) return;
    const game = takePendingLaunch(pendingId);
    setParams(
      (current) => {
        current.delete(LAUNCH_PARAM);
        return current;
      },
      { replace: true },
    );
    if (game) void launch(game);
  }, [launch, pendingId, setParams]);

  return { playing, launch, close: useCallback(() => setPlaying(null), []) };
}
