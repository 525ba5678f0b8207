import { useRequest } from '@lobby/shared';
import { useTranslation } from 'react-i18next';
import { listGames } from '../api/game-list-api';
import { categoryRequest } from '../utils/category-request';

/** Page size of a home lobby game list (spec section 9). */
export const HOME_GAME_LIST_PAGE_SIZE = 24;

/** The first page of one vendor's games in a home lobby category, in the current language. */
export function useVendorGames(category: string, vassalage: string) {
  const { i18n } = useTranslation();
  const language = i18n.language || 'EN';
  return useRequest(
    async () =>
      (
        await listGames({
          // Cockfight and e-sports are SPORTS, bingo RNG classified BG (spec section 4).
          ...categoryRequest(category, vassalage)!,
          language,
          pageNo: 1,
          pageSize: HOME_GAME_LIST_PAGE_SIZE,
        })
      ).games,
    `${category}:${vassalage}:${language}`,
  );
}
