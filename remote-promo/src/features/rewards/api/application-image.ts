import { getBrandConfig, getSessionToken } from '@lobby/shared';

/**
 * The bytes of one of the member's own application images. The call answers an image, not the
 * API's JSON envelope, so it goes through fetch with the member's token rather than the api
 * client (an <img src> could not send the token).
 */
export async function fetchApplicationImage(
  participationId: number,
  seq: number,
  signal: AbortSignal,
): Promise<Blob> {
  const token = getSessionToken();
  const base = getBrandConfig().apiBaseUrl ?? '';
  const response = await fetch(`${base}/wps/rewards/${participationId}/images/${seq}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new Error(`image ${seq}: HTTP ${response.status}`);
  return response.blob();
}
