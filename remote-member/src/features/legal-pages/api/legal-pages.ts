import type { LegalPage, LegalPageKind, LegalPageQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** A public legal page in the reader's language (the server answers English when it has none). */
export function fetchLegalPage(kind: LegalPageKind, language: string): Promise<LegalPage> {
  const query: LegalPageQuery = { lang: language };
  return api.get('/wps/system/legal/:kind', { params: { kind }, query });
}
