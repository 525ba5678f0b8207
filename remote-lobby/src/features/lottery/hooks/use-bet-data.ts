import { useRequest } from '@lobby/shared';
import { lgw, type PrizeModeParam } from '../api/lgw-api';

/** The play menu, the game's setting and the member's series range, loaded together. */
export function useBetData(gameId: number, prizeMode: PrizeModeParam) {
  return useRequest(
    () =>
      Promise.all([lgw.playMenu(gameId, prizeMode), lgw.setting(gameId), lgw.series()]).then(
        ([menu, setting, series]) => ({ menu, setting, series }),
      ),
    `${gameId}:${prizeMode}`,
  );
}
