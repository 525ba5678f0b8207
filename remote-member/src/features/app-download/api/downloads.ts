import { apiGet, type DownloadLink } from '@lobby/shared';

export function fetchDownloads(): Promise<DownloadLink[]> {
  return apiGet<DownloadLink[]>('/wps/system/downloads');
}
