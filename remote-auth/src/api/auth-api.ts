import type {
  AffiliateQuery,
  Captcha,
  CaptchaQuery,
  ChangePasswordBody,
  EmailRecoveryBody,
  ExclusionPayoutBody,
  LoginBody,
  LoginValue,
  PhonePasswordBody,
  RegisterByMobileBody,
  RegisterByUsernameBody,
  ResetPasswordBody,
  SmsLoginBody,
  SmsSendBody,
  SocialLoginBody,
} from '@lobby/platform-api/contract';
import { api, loadApiClient, refreshMember, refreshWallet, useSessionStore } from '@lobby/shared';
import { clientId } from './client-id';
import { canEncrypt, encryptPayload, ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from './encrypt';

/** The platform's SMS code, or Firebase's ID token (spec section 7 payloads). */
export type PhoneProofFields =
  | Required<Pick<SmsLoginBody, 'verificationCode'>>
  | (Required<Pick<SmsLoginBody, 'firebaseChannel' | 'firebaseIdToken'>> &
      Pick<SmsLoginBody, 'firebaseMobileNo'>);

/** A solved captcha in a request body. */
export type CaptchaAnswer = Required<Pick<LoginBody, 'captchaId' | 'captcha'>>;

/** A phone number as every phone call of the platform takes it. */
type Phone = Pick<SmsLoginBody, 'mobileNum' | 'countryDialingCode'>;

const clientHeaders = () => ({ 'X-Client-Id': clientId() });

/** Sends a login/register/password body encrypted with the platform's public key. */
async function sendSecure<T>(method: 'post' | 'put', url: string, payload: object): Promise<T> {
  if (!canEncrypt()) {
    const response = await (
      await loadApiClient()
    ).request<T>({
      method,
      url,
      data: payload,
      headers: clientHeaders(),
    });
    return response.data;
  }
  const key = await api.get('/wps/system/publicKey');
  const body = await encryptPayload(key.publicKey, payload);
  const response = await (
    await loadApiClient()
  ).request<T>({
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
  captcha: (purpose: NonNullable<CaptchaQuery['purpose']>) => {
    const params: CaptchaQuery = { purpose };
    return loadApiClient()
      .then((client) => client.get<Captcha>('/wps/captcha', { params, headers: clientHeaders() }))
      .then((response) => response.data);
  },
  login: (body: LoginBody) => sendSecure<LoginValue>('post', '/wps/session/login', body),
  smsLogin: (body: Phone & PhoneProofFields) =>
    sendSecure<LoginValue>('post', '/wps/session/login/sms', body),
  /** Sent plain: the provider's token is short-lived and bound to the brand's app id. */
  socialLogin: (body: SocialLoginBody) => api.post('/wps/session/login/social', { body }),
  /** Register and login codes need a solved captcha of purpose SMS (the platform's limits). */
  sendSms: (body: SmsSendBody) =>
    api.post('/wps/verification/sms', { body }, { headers: clientHeaders() }),
  registerByUsername: (body: RegisterByUsernameBody) =>
    sendSecure<LoginValue>('put', '/wps/member/register', body),
  registerByMobile: (body: RegisterByMobileBody) =>
    sendSecure<LoginValue>('put', '/wps/member/register/mobile', body),
  checkAffiliate: (params: AffiliateQuery) => api.get('/wps/check/affiliate', { query: params }),
  changePassword: (body: ChangePasswordBody) => api.post('/wps/member/password', { body }),
  setPasswordByPhone: (
    body: Omit<PhonePasswordBody, 'verificationCode' | 'firebaseIdToken'> & PhoneProofFields,
  ) => sendSecure<LoginValue>('post', '/wps/member/password/phone', body),
  emailRecovery: (body: EmailRecoveryBody) => api.post('/wps/member/password/email', { body }),
  resetPassword: (body: ResetPasswordBody) =>
    sendSecure<boolean>('post', '/wps/member/password/reset', body),
  /** The browser's id goes along: free play waits where an excluded member was refused. */
  trialUser: () => api.post('/wps/member/trialuser', { body: {} }, { headers: clientHeaders() }),
  /** The payout offer of a refused excluded login: its ticket is the only proof (no session). */
  exclusionPayout: (body: ExclusionPayoutBody) => api.post('/wps/rg/exclusion/payout', { body }),
  countries: () => api.get('/wps/system/country'),
};
