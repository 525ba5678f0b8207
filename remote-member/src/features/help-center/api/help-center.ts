import { apiGet } from '@lobby/shared';

export interface HelpArticle {
  id: number;
  title: string;
  /** HTML from the operator: shown only sanitized. */
  content: string;
}

/** The help center's articles for phones in the reader's language (the server falls back to EN). */
export function fetchHelpArticles(language: string): Promise<HelpArticle[]> {
  return apiGet<HelpArticle[]>('/wps/system/helpCenter', { device: 'MOBILE', lang: language });
}
