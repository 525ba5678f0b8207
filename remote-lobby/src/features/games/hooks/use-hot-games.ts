import { useRequest } from '@lobby/shared';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './use-debounced-value';
import { getHotGames } from '../api/get-hot-games';

export const LANGUAGE_DEBOUNCE_MS = 250;

/** Hot games in the current language; fetched again when the language changes. */
export function useHotGames(gameType?: string) {
  const { i18n } = useTranslation();
  // A language change re-fetches after 250 ms of quiet (spec section 4).
  const language = useDebouncedValue(i18n.language || 'EN', LANGUAGE_DEBOUNCE_MS);
  return useRequest(() => getHotGames(language, gameType), `${language}:${gameType ?? 'ALL'}`);
}
