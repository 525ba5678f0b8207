import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  isApiError,
  paths,
  toast,
  useIsLoggedIn,
  withQuery,
  useLoginRedirect,
} from '@lobby/shared';
import { listGames } from '../api/game-list-api';
import { categoryRequest } from '../utils/category-request';
import { errorText } from '@/utils/error-text';
import type { Game } from '@lobby/platform-api/contract';

/**
 * Launches a vendor directly (spec section 2: a tab with a single vendor outside RNG, FISH, PVP,
 * HOT and BINGO): the vendor's first game, its entry in the vendor's order, opens in the player.
 * Visitors go to /m/login as for any launch; a vendor without games opens its (empty) list.
 */
export function useLaunchVendor(launch: (game: Game) => void) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const { t, i18n } = useTranslation('lobby');

  return useCallback(
    async (category: string, vassalage: string) => {
      if (!loggedIn) {
        toLogin();
        return;
      }
      try {
        const page = await listGames({
          ...categoryRequest(category, vassalage)!,
          language: i18n.language || 'EN',
          pageNo: 1,
          pageSize: 1,
        });
        const first = page.games[0];
        if (first) launch(first);
        else navigate(withQuery(paths.gameList, { gameType: category, vassalage }));
      } catch (error) {
        if (isApiError(error) && error.code !== 'NETWORK') toast.error(errorText(t, error));
      }
    },
    [i18n.language, launch, loggedIn, navigate, t, toLogin],
  );
}
