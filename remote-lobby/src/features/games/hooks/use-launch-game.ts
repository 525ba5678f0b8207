import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  hideLoading,
  isApiError,
  paths,
  showLoading,
  toast,
  safeHref,
  useIsLoggedIn,
  withQuery,
} from '@lobby/shared';
import type { Game } from '@lobby/platform-api/contract';
import { launchGame } from '../api/game-list-api';
import { errorText } from '@/utils/error-text';

export interface PlayingGame {
  game: Game;
  url: string;
}

const LOTTERY_CATEGORIES = new Set(['LOTT', 'ELOTT']);

/**
 * Launching: visitors go to /m/login; lottery games open /m/startLottery; every other game gets
 * a launch URL (single-use ticket) and plays in the in-page player. The platform records the
 * game as recent when it issues the launch URL.
 */
export function useLaunchGame() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('lobby');
  const [playing, setPlaying] = useState<PlayingGame | null>(null);

  const launch = useCallback(
    async (game: Game) => {
      if (!loggedIn) {
        navigate(paths.login);
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
    [i18n.language, loggedIn, navigate, t],
  );

  return { playing, launch, close: useCallback(() => setPlaying(null), []) };
}
