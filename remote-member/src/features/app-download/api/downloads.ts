import type { DownloadLink } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export function fetchDownloads(): Promise<DownloadLink[]> {
  return api.get('/wps/system/downloads');
}
