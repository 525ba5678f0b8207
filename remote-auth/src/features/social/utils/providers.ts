import { loadScriptOnce } from '@lobby/shared';

export const FACEBOOK_SDK = 'https://connect.facebook.net/en_US/sdk.js';
export const GOOGLE_SDK = 'https://accounts.google.com/gsi/client';

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string } }) => void,
    options?: object,
  ): void;
}
interface GoogleSdk {
  accounts: { id: { initialize(options: object): void; prompt(): void } };
}

/** Facebook sign-in: loads the SDK (only now) and resolves with the access token. */
export async function facebookToken(appId: string): Promise<string> {
  await loadScriptOnce(FACEBOOK_SDK);
  const FB = (window as unknown as { FB?: FacebookSdk }).FB;
  if (!FB) throw new Error('Facebook SDK unavailable');
  FB.init({ appId, version: 'v19.0', cookie: false });
  return new Promise((resolve, reject) =>
    FB.login((response) =>
      response.authResponse
        ? resolve(response.authResponse.accessToken)
        : reject(new Error('cancelled')),
    ),
  );
}

/** Google sign-in: loads Google Identity Services (only now) and resolves with the ID token. */
export async function googleToken(clientId: string): Promise<string> {
  await loadScriptOnce(GOOGLE_SDK);
  const google = (window as unknown as { google?: GoogleSdk }).google;
  if (!google) throw new Error('Google SDK unavailable');
  return new Promise((resolve) => {
    google.accounts.id.initialize({
      client_id: clientId,
      callback: (response: { credential: string }) => resolve(response.credential),
    });
    google.accounts.id.prompt();
  });
}
