import { useRef } from 'react';
import type { SmsLoginBody, SmsPurpose } from '@lobby/platform-api/contract';
import { authApi, type CaptchaAnswer } from '@/api/auth-api';
import { FirebaseCodeError } from '@/utils/firebase-code-error';
import { sendFirebaseCode, type FirebaseCodeRequest } from '@/utils/firebase-sdk';
import { useFirebasePhoneConfig } from './use-firebase-phone-config';

/** Seconds before Firebase may be asked for another code (the platform tells its own). */
const FIREBASE_RESEND_SECONDS = 60;

/** What proves the number in the request body: the platform's code, or Firebase's ID token. */
export type PhoneProof =
  | Required<Pick<SmsLoginBody, 'verificationCode'>>
  | Required<Pick<SmsLoginBody, 'firebaseChannel' | 'firebaseIdToken'>>;

/**
 * Sends and checks SMS codes for one screen: through the platform by default, through Firebase
 * only when the brand configured it (the SDK is loaded then, on the first send). With Firebase
 * the code is verified with Firebase first and the ID token goes to the platform.
 */
export function usePhoneVerification(purpose: SmsPurpose) {
  const config = useFirebasePhoneConfig();
  const request = useRef<FirebaseCodeRequest | null>(null);
  const verified = useRef<{ code: string; token: string } | null>(null);
  return {
    usesFirebase: config !== null,
    /**
     * Sends a code; resolves with the time (ms) the next one may be asked for. The platform
     * wants a solved captcha for register and login codes (Firebase runs its own reCAPTCHA).
     */
    async sendCode(
      countryDialingCode: string,
      mobileNum: string,
      captcha?: CaptchaAnswer,
    ): Promise<number> {
      if (!config) {
        const sent = await authApi.sendSms({ mobileNum, countryDialingCode, purpose, ...captcha });
        return Date.now() + sent.resendAfterSeconds * 1000;
      }
      verified.current = null;
      request.current = await sendFirebaseCode(config, `+${countryDialingCode}${mobileNum}`);
      return Date.now() + FIREBASE_RESEND_SECONDS * 1000;
    },
    async proof(code: string): Promise<PhoneProof> {
      if (!config) return { verificationCode: code };
      if (!request.current) throw new FirebaseCodeError('no Firebase code was sent');
      // Firebase confirms a code once: a retry with the same code (e.g. after the platform
      // refused the new password) reuses its token, which the platform has not used up then.
      if (verified.current?.code !== code) {
        try {
          verified.current = { code, token: await request.current.verify(code) };
        } catch {
          throw new FirebaseCodeError('Firebase refused the code');
        }
      }
      return { firebaseChannel: 'sms', firebaseIdToken: verified.current.token };
    },
  };
}
