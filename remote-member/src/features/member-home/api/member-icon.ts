import type { AxiosProgressEvent } from 'axios';
import type { MemberIcon } from '@lobby/platform-api/contract';
import { api, loadApiClient } from '@lobby/shared';

/**
 * Sends the picture's bytes as the body (API.md "Member picture": no form fields), typed by its
 * own type, and reports how much has gone (0 to 1) for the progress bar.
 */
export async function uploadMemberIcon(
  file: File,
  onProgress: (share: number) => void,
): Promise<MemberIcon> {
  const client = await loadApiClient();
  const response = await client.post<MemberIcon>('/wps/member/info/icon', file, {
    headers: { 'Content-Type': file.type },
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  return response.data;
}

export function removeMemberIcon(): Promise<MemberIcon> {
  return api.delete('/wps/member/info/icon');
}
