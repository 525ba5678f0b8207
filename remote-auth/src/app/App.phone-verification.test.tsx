import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadScriptOnce, useSessionStore, useSystemStatusStore } from '@lobby/shared';
import { FIREBASE_APP_SDK, FIREBASE_AUTH_SDK } from '@/utils/firebase-sdk';
import { initTestI18n, fail, fakeApi, ok, renderAt, type FakeRequest } from '@lobby/shared/testing';
import App from './App';

// The SDK loader of @lobby/shared is replaced; the rest of the package stays real.
jest.mock('@lobby/shared', () => ({
  ...jest.requireActual<typeof import('@lobby/shared')>('@lobby/shared'),
  loadScriptOnce: jest.fn(),
}));
const loadScript = jest.mocked(loadScriptOnce);

const firebaseConfig = {
  apiKey: 'AIzaSyExample',
  authDomain: 'lobby-demo.firebaseapp.com',
  projectId: 'lobby-demo',
  appId: '1:1234:web:abcd',
};

const rules = {
  loginMobileNum: [{ required: true, message: 'mobile_invalid' }],
  mobileNum: [{ pattern: '^[0-9]{6,20}$', message: 'mobile_invalid' }],
  verificationCode: [{ required: true, message: 'verification_code_error' }],
  password: [{ required: true, message: 'password_format' }],
};

const login = {
  token: 't1',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
  merchantCode: 'm',
};

/** The platform, answering firebasePhone with `firebase` (null: not configured). */
function platform(firebase: object | null): FakeRequest[] {
  return fakeApi((request) => {
    if (request.url === '/wps/system/firebasePhone') return ok({ firebase });
    if (request.url === '/wps/system/country')
      return ok([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]);
    if (request.url === '/wps/verification/sms')
      return ok({ expirationTime: Date.now() + 600000, resendAfterSeconds: 60 });
    if (request.url === '/wps/member/password/phone' || request.url === '/wps/session/login/sms')
      return ok(login);
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

/** A stand-in for the Firebase compat SDK the loader would have put on window. */
function fakeFirebaseSdk() {
  const sent: string[] = [];
  const confirmed: string[] = [];
  const initializeApp = jest.fn();
  function RecaptchaVerifier() {}
  const auth = Object.assign(
    () => ({
      signInWithPhoneNumber: async (phoneNumber: string) => {
        sent.push(phoneNumber);
        return {
          confirm: async (code: string) => {
            confirmed.push(code);
            if (code !== '654321') throw new Error('auth/invalid-verification-code');
            return { user: { getIdToken: async () => 'firebase-id-token' } };
          },
        };
      },
    }),
    { RecaptchaVerifier },
  );
  (window as unknown as { firebase: unknown }).firebase = { apps: [], initializeApp, auth };
  return { sent, confirmed, initializeApp };
}

function withoutWebCrypto() {
  const subtle = globalThis.crypto.subtle;
  Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
  return () =>
    Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
}

async function fillSetPassword(code: string) {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('option')).toBeInTheDocument());
  await user.type(screen.getByLabelText('Mobile number'), '9171234567');
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  await screen.findByRole('button', { name: /^(60|59) s$/ });
  await user.type(screen.getByLabelText('SMS code'), code);
  await user.type(screen.getByLabelText('New password'), 'abc12345');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('Firebase phone verification gating', () => {
  let restoreCrypto: () => void;
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    loadScript.mockReset().mockResolvedValue(undefined);
    delete (window as unknown as { firebase?: unknown }).firebase;
    restoreCrypto = withoutWebCrypto();
  });
  afterEach(() => restoreCrypto());

  it('not configured: set password uses the platform SMS code and never loads the SDK', async () => {
    const seen = platform(null);
    useSystemStatusStore.setState({
      status: { info: { whitelabel: { CHNGPASSVERIF3: true }, register: { rules } } } as never,
    });
    renderAt('/m/forget', <App />);
    await fillSetPassword('123456');
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/wps/member/password/phone')).toBe(true),
    );
    expect(seen.find((r) => r.url === '/wps/verification/sms')?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      purpose: 'SET_PASSWORD',
    });
    expect(seen.find((r) => r.url === '/wps/member/password/phone')?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      password: 'abc12345',
      verificationCode: '123456',
    });
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('configured: set password loads the SDK, sends through Firebase, verifies the code first and sends the ID token', async () => {
    const seen = platform(firebaseConfig);
    const sdk = fakeFirebaseSdk();
    useSystemStatusStore.setState({
      status: { info: { whitelabel: { CHNGPASSVERIF3: true }, register: { rules } } } as never,
    });
    renderAt('/m/forget', <App />);
    await waitFor(() => expect(seen.some((r) => r.url === '/wps/system/firebasePhone')).toBe(true));
    await fillSetPassword('654321');
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/wps/member/password/phone')).toBe(true),
    );
    expect(loadScript.mock.calls).toEqual([[FIREBASE_APP_SDK], [FIREBASE_AUTH_SDK]]);
    expect(sdk.initializeApp).toHaveBeenCalledWith(firebaseConfig);
    expect(sdk.sent).toEqual(['+639171234567']);
    expect(sdk.confirmed).toEqual(['654321']);
    expect(seen.some((r) => r.url === '/wps/verification/sms')).toBe(false);
    expect(seen.find((r) => r.url === '/wps/member/password/phone')?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      password: 'abc12345',
      firebaseChannel: 'sms',
      firebaseIdToken: 'firebase-id-token',
    });
  });

  it('configured: a code Firebase refuses never reaches the platform and clears the code', async () => {
    const seen = platform(firebaseConfig);
    fakeFirebaseSdk();
    useSystemStatusStore.setState({
      status: { info: { whitelabel: { CHNGPASSVERIF3: true }, register: { rules } } } as never,
    });
    renderAt('/m/forget', <App />);
    await waitFor(() => expect(seen.some((r) => r.url === '/wps/system/firebasePhone')).toBe(true));
    await fillSetPassword('111111');
    await waitFor(() => expect(screen.getByLabelText('SMS code')).toHaveValue(''));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(seen.some((r) => r.url === '/wps/member/password/phone')).toBe(false);
  });

  it('configured: after the platform refuses the same password, the retry reuses the Firebase token', async () => {
    let replies = 0;
    const seen = fakeApi((request) => {
      if (request.url === '/wps/system/firebasePhone') return ok({ firebase: firebaseConfig });
      if (request.url === '/wps/system/country')
        return ok([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]);
      if (request.url === '/wps/member/password/phone')
        return (replies += 1) === 1 ? fail(400, 'PASSWORD_SAME', 'modify.new.old.same') : ok(login);
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    const sdk = fakeFirebaseSdk();
    useSystemStatusStore.setState({
      status: { info: { whitelabel: { CHNGPASSVERIF3: true }, register: { rules } } } as never,
    });
    renderAt('/m/forget', <App />);
    await waitFor(() => expect(seen.some((r) => r.url === '/wps/system/firebasePhone')).toBe(true));
    await fillSetPassword('654321');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
    expect(screen.getByLabelText('SMS code')).toHaveValue('654321');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'xyz12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(replies).toBe(2));
    const bodies = seen
      .filter((r) => r.url === '/wps/member/password/phone')
      .map((r) => r.body as { firebaseIdToken: string; password: string });
    expect(bodies.map((b) => [b.password, b.firebaseIdToken])).toEqual([
      ['abc12345', 'firebase-id-token'],
      ['xyz12345', 'firebase-id-token'],
    ]);
    expect(sdk.confirmed).toEqual(['654321']);
  });

  it('configured: register by mobile verifies the code with Firebase first and sends its token instead', async () => {
    const seen = fakeApi((request) => {
      if (request.url === '/wps/system/firebasePhone') return ok({ firebase: firebaseConfig });
      if (request.url === '/wps/system/country')
        return ok([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]);
      if (request.url === '/wps/captcha')
        return ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 4 });
      if (request.url === '/wps/check/affiliate') return ok(false);
      if (request.url === '/wps/member/register/mobile') return ok(login);
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    const sdk = fakeFirebaseSdk();
    useSystemStatusStore.setState({
      status: {
        info: {
          whitelabel: { MOBILENUMREG3: true },
          register: {
            methods: ['MOBILE'],
            captcha: true,
            smsVerification: true,
            fields: [],
            rules: {
              ...rules,
              password: [{ required: true, message: 'password_format' }],
            },
          },
        },
      } as never,
    });
    renderAt('/m/register', <App />);
    await waitFor(() => expect(seen.some((r) => r.url === '/wps/system/firebasePhone')).toBe(true));
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('option')).toBeInTheDocument());
    await user.type(screen.getByLabelText('Mobile number'), '9175550101');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^(60|59) s$/ });
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.type(await screen.findByLabelText('Captcha'), '1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/wps/member/register/mobile')).toBe(true),
    );
    expect(sdk.sent).toEqual(['+639175550101']);
    expect(sdk.confirmed).toEqual(['654321']);
    expect(seen.some((r) => r.url === '/wps/verification/sms')).toBe(false);
    const sent = seen.find((r) => r.url === '/wps/member/register/mobile')?.body as Record<
      string,
      string
    >;
    expect(sent).toMatchObject({
      mobileNum: '9175550101',
      countryDialingCode: '63',
      firebaseChannel: 'sms',
      firebaseIdToken: 'firebase-id-token',
    });
    expect(sent).not.toHaveProperty('verificationCode');
  });

  it('configured: SMS login sends the Firebase ID token and mobile instead of a code', async () => {
    const seen = platform(firebaseConfig);
    fakeFirebaseSdk();
    localStorage.setItem('loginMode', 'sms');
    useSystemStatusStore.setState({
      status: { info: { whitelabel: { MOBILESMSLOGIN3: true }, register: { rules } } } as never,
    });
    renderAt('/m/login', <App />);
    await waitFor(() => expect(seen.some((r) => r.url === '/wps/system/firebasePhone')).toBe(true));
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('option')).toBeInTheDocument());
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^(60|59) s$/ });
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(seen.some((r) => r.url === '/wps/session/login/sms')).toBe(true));
    expect(loadScript).toHaveBeenCalledWith(FIREBASE_APP_SDK);
    expect(seen.some((r) => r.url === '/wps/verification/sms')).toBe(false);
    expect(seen.find((r) => r.url === '/wps/session/login/sms')?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      firebaseChannel: 'sms',
      firebaseIdToken: 'firebase-id-token',
      firebaseMobileNo: '+639171234567',
    });
  });
});
