import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useSystemStatusStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import App from '../App';

function status(whitelabel: Record<string, boolean>) {
  useSystemStatusStore.setState({
    status: {
      info: { whitelabel, register: null },
    } as never,
  });
}

describe('login captcha and modes', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    localStorage.clear();
    status({});
  });

  it('shows no captcha until a failure asks for one, then a fresh one on each failure', async () => {
    let captchas = 0;
    const seen = fakeApi((request) => {
      if (request.url === '/wps/system/publicKey') return fail(404, 'NOT_FOUND', 'not_found');
      if (request.url === '/wps/captcha') {
        captchas += 1;
        return ok({
          captchaId: `id-${captchas}`,
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          length: 5,
        });
      }
      if (request.url === '/wps/session/login') {
        return fail(401, 'LOGIN_FAILED', 'login_failed', { captcha: true });
      }
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    // No WebCrypto key endpoint in this fake: force the plain path.
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      renderAt('/m/login', <App />);
      expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Username'), 'demo');
      await user.type(screen.getByLabelText('Password'), 'wrong123');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
      expect(captchas).toBe(1);
      const login = seen.find((r) => r.url === '/wps/session/login');
      expect(login?.headers?.['X-Client-Id']).toMatch(/^[0-9a-f]{32}$/);

      // Submitting with an empty captcha is blocked and focuses it.
      await user.type(screen.getByLabelText('Password'), 'wrong123');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('Enter a captcha')).toBeInTheDocument();
      expect(screen.getByLabelText('Captcha')).toHaveFocus();

      await user.type(screen.getByLabelText('Captcha'), '12345');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(captchas).toBe(2));
      const last = seen.filter((r) => r.url === '/wps/session/login').at(-1);
      expect(last?.body).toMatchObject({ captchaId: 'id-1', captcha: '12345' });
      // Clicking the picture refreshes it.
      await user.click(screen.getByRole('button', { name: 'Show another captcha' }));
      await waitFor(() => expect(captchas).toBe(3));
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
  });

  it('offers the SMS mode only when MOBILESMSLOGIN3 is on', async () => {
    fakeApi((request) =>
      request.url === '/wps/system/country'
        ? ok([{ code: 'PH', name: 'Philippines', dialingCode: '63' }])
        : fail(404, 'NOT_FOUND', 'not_found'),
    );
    const { unmount } = renderAt('/m/login', <App />);
    expect(screen.queryByRole('tab', { name: 'Mobile SMS' })).not.toBeInTheDocument();
    unmount();
    status({ MOBILESMSLOGIN3: true });
    renderAt('/m/login', <App />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Mobile SMS' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
    expect(localStorage.getItem('loginMode')).toBe('sms');
  });

  it('get code validates the mobile first, then counts down', async () => {
    status({ MOBILESMSLOGIN3: true });
    localStorage.setItem('loginMode', 'sms');
    const seen = fakeApi((request) => {
      if (request.url === '/wps/system/country')
        return ok([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]);
      if (request.url === '/wps/verification/sms')
        return ok({ expirationTime: Date.now() + 600000, resendAfterSeconds: 60 });
      if (request.url === '/wps/captcha')
        return ok({ captchaId: 's1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 5 });
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    useSystemStatusStore.setState({
      status: {
        info: {
          whitelabel: { MOBILESMSLOGIN3: true },
          register: {
            rules: {
              loginMobileNum: [
                { required: true, message: 'mobile_invalid' },
                { pattern: '^[0-9]{6,20}$', message: 'mobile_invalid' },
              ],
            },
          },
        },
      } as never,
    });
    renderAt('/m/login', <App />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The mobile num is not valid')).toBeInTheDocument();
    expect(seen.some((r) => r.url === '/wps/verification/sms')).toBe(false);
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.type(await screen.findByLabelText('SMS captcha'), '12345');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /^(60|59) s$/ })).toBeDisabled();
    expect(seen.find((r) => r.url === '/wps/verification/sms')?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      purpose: 'LOGIN',
      captchaId: 's1',
      captcha: '12345',
    });
  });

  it('validates with the platform rules (loginUsername) when the status publishes them', async () => {
    const seen = fakeApi(() => fail(404, 'NOT_FOUND', 'not_found'));
    useSystemStatusStore.setState({
      status: {
        info: {
          whitelabel: {},
          register: {
            rules: {
              loginUsername: [
                { required: true, message: 'account_format' },
                { pattern: '^[a-z]{8}$', message: 'account_format' },
              ],
            },
          },
        },
      } as never,
    });
    renderAt('/m/login', <App />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username', { exact: true }), 'demo');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Username', { exact: true })).toHaveFocus();
    expect(seen).toHaveLength(0);
  });
});
