// @lobby/shared/auth-forms: the pieces remote-auth's features (login, register, password,
// social, trial) share: the platform's auth client (encrypted bodies, client id, session),
// failure toasts, the form fields (text, checkbox, captcha, phone, SMS code), captcha and SMS-code hooks,
// Firebase phone verification and the registration settings. Specific to remote-auth, so a
// subpath entry: webpack bundles it only into the apps that import it (the module-federation
// share key is the bare '@lobby/shared'). Its files import the main entry by name
// ('@lobby/shared'), never by relative path, so they use the one shared session store and API
// client. The fields are styled by remote-auth's app CSS (auth-* classes).
export { authApi, establishSession } from './api/auth-api';
export type { CaptchaAnswer, PhoneProofFields } from './api/auth-api';
export { clientId, CLIENT_ID_KEY } from './api/client-id';
export { encryptPayload, canEncrypt, ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from './api/encrypt';
export type { EncryptedBody } from './api/encrypt';

export { AuthPageBar } from './components/AuthPageBar';
export { TextField } from './components/TextField';
export { CheckField } from './components/CheckField';
export { CaptchaField } from './components/CaptchaField';
export { MobileField } from './components/MobileField';
export { SmsCodeField } from './components/SmsCodeField';
export { SmsCaptchaField } from './components/SmsCaptchaField';
export { TwoFactorStep } from './components/TwoFactorStep';
export { twoFactorChallengeOf } from './utils/two-factor';

export { useCaptcha } from './hooks/use-captcha';
export { useCountries } from './hooks/use-countries';
export { useSmsCaptcha } from './hooks/use-sms-captcha';
export { useSmsCodeSender } from './hooks/use-sms-code-sender';
export { useFirebasePhoneConfig } from './hooks/use-firebase-phone-config';
export { usePhoneVerification } from './hooks/use-phone-verification';
export type { PhoneProof } from './hooks/use-phone-verification';
export { useRegisterSettings, useRuleTable } from './hooks/use-register-settings';

export { captchaError } from './utils/captcha-error';
export { toastFailure, retryAfterSeconds, captchaRequested } from './utils/errors';
export { FirebaseCodeError } from './utils/firebase-code-error';
export {
  FIREBASE_APP_SDK,
  FIREBASE_AUTH_SDK,
  loadFirebase,
  sendFirebaseCode,
} from './utils/firebase-sdk';
export type { FirebaseCodeRequest } from './utils/firebase-sdk';
