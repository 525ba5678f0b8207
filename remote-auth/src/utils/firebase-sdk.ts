import type { FirebasePhoneConfig } from '@lobby/platform-api/contract';
import { loadScriptOnce } from '@lobby/shared';

const SDK_VERSION = '10.14.1';
export const FIREBASE_APP_SDK = `https://www.gstatic.com/firebasejs/${SDK_VERSION}/firebase-app-compat.js`;
export const FIREBASE_AUTH_SDK = `https://www.gstatic.com/firebasejs/${SDK_VERSION}/firebase-auth-compat.js`;
const RECAPTCHA_CONTAINER_ID = 'auth-firebase-recaptcha';

interface Confirmation {
  confirm(code: string): Promise<{ user: { getIdToken(): Promise<string> } | null }>;
}
interface FirebaseAuth {
  signInWithPhoneNumber(phoneNumber: string, verifier: unknown): Promise<Confirmation>;
}
interface FirebaseCompat {
  apps: unknown[];
  initializeApp(config: FirebasePhoneConfig): void;
  auth: (() => FirebaseAuth) & {
    RecaptchaVerifier: new (container: string, options: { size: 'invisible' }) => unknown;
  };
}

/** A code sent by Firebase; `verify` checks it with Firebase and gives the ID token. */
export interface FirebaseCodeRequest {
  verify(code: string): Promise<string>;
}

/** Loads the Firebase app + auth SDK (only now: called only for a brand that configured it). */
export async function loadFirebase(config: FirebasePhoneConfig): Promise<FirebaseCompat> {
  await loadScriptOnce(FIREBASE_APP_SDK);
  await loadScriptOnce(FIREBASE_AUTH_SDK);
  const firebase = (window as unknown as { firebase?: FirebaseCompat }).firebase;
  if (!firebase) throw new Error('Firebase SDK unavailable');
  if (firebase.apps.length === 0) firebase.initializeApp(config);
  return firebase;
}

function recaptchaContainer(): string {
  if (!document.getElementById(RECAPTCHA_CONTAINER_ID)) {
    const element = document.createElement('div');
    element.id = RECAPTCHA_CONTAINER_ID;
    document.body.appendChild(element);
  }
  return RECAPTCHA_CONTAINER_ID;
}

/** Sends an SMS code through Firebase to `phoneNumber` (E.164, e.g. +639171234567). */
export async function sendFirebaseCode(
  config: FirebasePhoneConfig,
  phoneNumber: string,
): Promise<FirebaseCodeRequest> {
  const firebase = await loadFirebase(config);
  const verifier = new firebase.auth.RecaptchaVerifier(recaptchaContainer(), {
    size: 'invisible',
  });
  const confirmation = await firebase.auth().signInWithPhoneNumber(phoneNumber, verifier);
  return {
    async verify(code) {
      const credential = await confirmation.confirm(code);
      if (!credential.user) throw new Error('Firebase gave no user');
      return credential.user.getIdToken();
    },
  };
}
