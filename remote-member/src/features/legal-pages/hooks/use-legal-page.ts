import { useTranslation } from 'react-i18next';
import type { LegalPageKind } from '@lobby/platform-api/contract';
import { useRequest } from '@lobby/shared';
import { fetchLegalPage } from '../api/legal-pages';

/** A legal page in the reader's language, fetched again when the language changes. */
export function useLegalPage(kind: LegalPageKind) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useRequest(() => fetchLegalPage(kind, language), `legal:${kind}:${language}`);
}
