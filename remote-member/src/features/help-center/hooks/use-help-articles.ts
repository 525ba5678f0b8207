import { useTranslation } from 'react-i18next';
import { useRequest } from '@lobby/shared';
import { fetchHelpArticles } from '../api/help-center';

/** The help articles in the reader's language, fetched again when the language changes. */
export function useHelpArticles() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useRequest(() => fetchHelpArticles(language), `help:${language}`);
}
