import { useRequest } from '@lobby/shared';
import { useTranslation } from 'react-i18next';
import { listGames } from '../../game-list/api/gameListApi';
import { apiGameType } from '../../game-list/utils/gameTypeFromRoute';

/** Page size of a home lobby game list (spec section 9). */
export const HOME_GAME_LIST_PAGE_SIZE = 24;

/** Cockfight is listed by the platform under sports (spec section 4). */
function listedType(category: string): string {
  return category === 'COCKFIGHT' ? 'SPORTS' : category;
}

/** The first page of one vendor's games in a home lobby category, in the current language. */
export function useVendorGames(category: string, vassalage: string) {
  const { i18n } = useTranslation();
  const language = i18n.language || 'EN';
  return useRequest(
    async () =>
      (
        await listGames({
          ...apiGameType(listedType(category)),
          vassalage,
          language,
          pageNo: 1,
          pageSize: HOME_GAME_LIST_PAGE_SIZE,
        })
      ).games,
    `${category}:${vassalage}:${language}`,
  );
}
