import { useTranslation } from 'react-i18next';
import { useRequest } from '../../../hooks/useRequest';
import { getHotGames } from '../api/getHotGames';

/** Hot games in the current language; fetched again when the language changes. */
export function useHotGames(gameType?: string) {
  const { i18n } = useTranslation();
  const language = i18n.language || 'EN';
  return useRequest(() => getHotGames(language, gameType), `${language}:${gameType ?? 'ALL'}`);
}
