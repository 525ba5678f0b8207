import type { HelpArticle, HelpCenterQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** The help center's articles for phones in the reader's language (the server falls back to EN). */
export function fetchHelpArticles(language: string): Promise<HelpArticle[]> {
  const query: HelpCenterQuery = { device: 'MOBILE', lang: language };
  return api.get('/wps/system/helpCenter', { query });
}
