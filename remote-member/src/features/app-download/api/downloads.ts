import type { DownloadLink } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

export function fetchDownloads(): Promise<DownloadLink[]> {
  return apiGet<DownloadLink[]>('/wps/system/downloads');
}
