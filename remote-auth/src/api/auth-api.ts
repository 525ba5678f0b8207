import {
  apiClient,
  apiGet,
  apiPost,
  refreshMember,
  refreshWallet,
  useSessionStore,
} from '@lobby/shared';
import { clientId } from './client-id';
import { canEncrypt, encryptPayload, ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from './encrypt';

export interface LoginValue {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

export interface Captcha {
  captchaId: string;
  image: string;
  length: number;
}

/** The platform's SMS code, or Firebase's ID token (spec section 7 payloads). */
export type PhoneProofFields =
  | { verificationCode: string }
  | { firebaseChannel: 'sms'; firebaseIdToken: string; firebaseMobileNo?: string };

export type SmsPurpose = 'LOGIN' | 'REGISTER' | 'SET_PASSWORD';

export type CaptchaPurpose = 'LOGIN' | 'REGISTER' | 'SMS';

/** A solved captcha in a request body. */
export interface CaptchaAnswer {
  captchaId: string;
  captcha: string;
}

const clientHeaders = () => ({ 'X-Client-Id': clientId() });

/** Sends a login/register/password body encrypted with the platform's public key. */
async function sendSecure<T>(method: 'post' | 'put', url: string, payload: object): Promise<T> {
  if (!canEncrypt()) {
    const response = await apiClient.request<T>({
      method,
      url,
      data: payload,
      headers: clientHeaders(),
    });
    return response.data;
  }
  const key = await apiGet<{ publicKey: string }>('/wps/system/publicKey');
  const body = await encryptPayload(key.publicKey, payload);
  const response = await apiClient.request<T>({
    method,
    url,
    data: body,
    headers: { ...clientHeaders(), [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
  });
  return response.data;
}

/** Stores the session of a login answer and loads member info and wallet. */
export async function establishSession(value: LoginValue): Promise<void> {
  useSessionStore.getState().setSession({
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
  });
  await Promise.all([refreshMember(), refreshWallet()]);
}

export const authApi = {
  captcha: (purpose: CaptchaPurpose) =>
    apiClient
      .get<Captcha>('/wps/captcha', { params: { purpose }, headers: clientHeaders() })
      .then((response) => response.data),
  login: (body: { username: string; password: string; captchaId?: string; captcha?: string }) =>
    sendSecure<LoginValue>('post', '/wps/session/login', body),
  smsLogin: (body: { mobileNum: string; countryDialingCode: string } & PhoneProofFields) =>
    sendSecure<LoginValue>('post', '/wps/session/login/sms', body),
  /** Register and login codes need a solved captcha of purpose SMS (the platform's limits). */
  sendSms: (
    body: {
      mobileNum: string;
      countryDialingCode: string;
      purpose: SmsPurpose;
    } & Partial<CaptchaAnswer>,
  ) =>
    apiPost<{ expirationTime: number; resendAfterSeconds: number }>('/wps/verification/sms', body, {
      headers: clientHeaders(),
    }),
  registerByUsername: (body: Record<string, string>) =>
    sendSecure<LoginValue>('put', '/wps/member/register', body),
  registerByMobile: (body: Record<string, string>) =>
    sendSecure<LoginValue>('put', '/wps/member/register/mobile', body),
  checkAffiliate: (params: { code?: string; domain?: string }) =>
    apiGet<boolean>('/wps/check/affiliate', params),
  changePassword: (body: {
    oldPassword: string;
    newPassword: string;
    confirmNewPassword: string;
  }) => apiPost<boolean>('/wps/member/password', body),
  setPasswordByPhone: (
    body: {
      mobileNum: string;
      countryDialingCode: string;
      password: string;
    } & PhoneProofFields,
  ) => sendSecure<LoginValue>('post', '/wps/member/password/phone', body),
  emailRecovery: (body: { username: string; email: string }) =>
    apiPost<boolean>('/wps/member/password/email', body),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    sendSecure<boolean>('post', '/wps/member/password/reset', body),
  trialUser: () => apiPost<LoginValue>('/wps/member/trialuser', {}),
  countries: () =>
    apiGet<{ code: string; name: string; dialingCode: string }[]>('/wps/system/country'),
};
