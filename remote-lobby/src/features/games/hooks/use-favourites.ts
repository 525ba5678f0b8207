import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hideLoading,
  showLoading,
  toast,
  TOAST_DURATIONS,
  useIsLoggedIn,
  useLoginRedirect,
} from '@lobby/shared';
import type { Game } from '@lobby/platform-api/contract';
import { addFavourite, favouriteIds, removeFavourite } from '../api/game-list-api';

/** Favourite calls show the loader for at most this long (spec section 9). */
const FAVOURITE_LOADING_MS = 10_000;

/**
 * The member's favourite node ids (loaded only when logged in) and the toggle of spec section 4:
 * logged out goes to /m/login; else add/remove on the server, 'changes saved' on success;
 * a failure only hides the loader.
 */
export function useFavourites(onRemoved?: (game: Game) => void) {
  const loggedIn = useIsLoggedIn();
  const toLogin = useLoginRedirect();
  const { t } = useTranslation('common');
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (!loggedIn) {
      setIds(new Set());
      return;
    }
    let current = true;
    favouriteIds().then(
      (list) => current && setIds(new Set(list)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loggedIn]);

  const toggle = useCallback(
    async (game: Game) => {
      if (!loggedIn) {
        toLogin();
        return;
      }
      const isFavourite = ids.has(game.nodeId);
      showLoading({ timeoutMs: FAVOURITE_LOADING_MS });
      try {
        await (isFavourite ? removeFavourite(game) : addFavourite(game));
        setIds((previous) => {
          const next = new Set(previous);
          if (isFavourite) next.delete(game.nodeId);
          else next.add(game.nodeId);
          return next;
        });
        if (isFavourite) onRemoved?.(game);
        toast.success(t('changesSaved'), TOAST_DURATIONS.success);
      } catch {
        // spec section 8: a failed favourite only hides the loader
      } finally {
        hideLoading();
      }
    },
    [ids, loggedIn, onRemoved, t, toLogin],
  );

  return { ids, toggle };
}
