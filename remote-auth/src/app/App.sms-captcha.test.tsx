import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useSystemStatusStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt, type FakeReply } from '@lobby/shared/testing';
import App from './App';

const rules = {
  loginMobileNum: [
    { required: true, message: 'mobile_invalid' },
    { pattern: '^[0-9]{6,20}$', message: 'mobile_invalid' },
  ],
  verificationCode: [{ required: true, message: 'verification_code_error' }],
  password: [{ required: true, message: 'password_format' }],
};

/**
 * The platform: numbered captchas per purpose (`SMS-1`, `REGISTER-1`, …) and `smsReply` for
 * code requests.
 */
function platform(smsReply: () => FakeReply) {
  const issued: Record<string, number> = {};
  const seen = fakeApi((request) => {
    if (request.url === '/wps/captcha') {
      const purpose = String(request.params.purpose);
      issued[purpose] = (issued[purpose] ?? 0) + 1;
      return ok({
        captchaId: `${purpose}-${issued[purpose]}`,
        image: 'data:image/svg+xml;base64,PHN2Zy8+',
        length: 5,
      });
    }
    if (request.url === '/wps/system/country')
      return ok([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]);
    if (request.url === '/wps/verification/sms') return smsReply();
    if (request.url === '/wps/check/affiliate') return ok(false);
    return fail(404, 'NOT_FOUND', 'not_found');
  });
  return { seen, issued };
}

const sent = () => ok({ expirationTime: Date.now() + 600000, resendAfterSeconds: 60 });
const smsRequests = (seen: ReturnType<typeof platform>['seen']) =>
  seen.filter((r) => r.url === '/wps/verification/sms');

describe('SMS codes for login and register need the SMS captcha', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    localStorage.clear();
  });

  describe('SMS login', () => {
    beforeEach(() => {
      localStorage.setItem('loginMode', 'sms');
      useSystemStatusStore.setState({
        status: {
          info: { whitelabel: { MOBILESMSLOGIN3: true }, register: { rules } },
        } as never,
      });
    });

    it('shows the captcha, blocks get code without its answer, then sends the answer', async () => {
      const { seen, issued } = platform(sent);
      renderAt('/m/login', <App />);
      const user = userEvent.setup();
      const captcha = await screen.findByLabelText('SMS captcha');
      expect(screen.getByRole('img', { name: 'Captcha picture' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('Mobile number'), '9171234567');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(await screen.findByText('Enter a captcha')).toBeInTheDocument();
      expect(captcha).toHaveFocus();
      expect(smsRequests(seen)).toHaveLength(0);

      await user.type(captcha, '12345');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(await screen.findByRole('button', { name: /^(60|59) s$/ })).toBeDisabled();
      const [request] = smsRequests(seen);
      expect(request?.body).toEqual({
        mobileNum: '9171234567',
        countryDialingCode: '63',
        purpose: 'LOGIN',
        captchaId: 'SMS-1',
        captcha: '12345',
      });
      expect(request?.headers?.['X-Client-Id']).toMatch(/^[0-9a-f]{32}$/);
      // The captcha is used up: a fresh one, with an empty answer, for the next code.
      await waitFor(() => expect(issued.SMS).toBe(2));
      expect(screen.getByLabelText('SMS captcha')).toHaveValue('');
    });

    it('a refused captcha shows the error, focuses the field and loads a new picture', async () => {
      const { seen, issued } = platform(() =>
        fail(400, 'CAPTCHA_ERROR', 'captcha_error', { captcha: true }),
      );
      renderAt('/m/login', <App />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Mobile number'), '9171234567');
      await user.type(await screen.findByLabelText('SMS captcha'), '99999');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(await screen.findByText('Captcha error')).toBeInTheDocument();
      await waitFor(() => expect(issued.SMS).toBe(2));
      expect(screen.getByLabelText('SMS captcha')).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
      expect(smsRequests(seen)).toHaveLength(1);
    });

    it('over the hourly limit the platform’s message is shown and no countdown starts', async () => {
      platform(() => fail(429, 'SMS_LIMITED', 'sms_limited', { retryAfterSeconds: 1200 }));
      renderAt('/m/login', <App />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Mobile number'), '9171234567');
      await user.type(await screen.findByLabelText('SMS captcha'), '12345');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(
        await screen.findByText('Too many codes were requested, please try again later'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    });
  });

  describe('register by mobile', () => {
    beforeEach(() => {
      useSystemStatusStore.setState({
        status: {
          info: {
            whitelabel: { MOBILENUMREG3: true },
            register: {
              methods: ['MOBILE'],
              captcha: true,
              smsVerification: true,
              fields: [],
              rules,
            },
          },
        } as never,
      });
    });

    it('has its own SMS captcha beside the register captcha and sends its answer with the code request', async () => {
      const { seen, issued } = platform(sent);
      renderAt('/m/register', <App />);
      const user = userEvent.setup();
      const smsCaptcha = await screen.findByLabelText('SMS captcha');
      expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('option')).toBeInTheDocument());
      await user.type(screen.getByLabelText('Mobile number'), '9175550101');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(await screen.findByText('Enter a captcha')).toBeInTheDocument();
      expect(smsCaptcha).toHaveFocus();
      expect(smsRequests(seen)).toHaveLength(0);

      await user.type(smsCaptcha, '24680');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(await screen.findByRole('button', { name: /^(60|59) s$/ })).toBeDisabled();
      expect(smsRequests(seen)[0]?.body).toEqual({
        mobileNum: '9175550101',
        countryDialingCode: '63',
        purpose: 'REGISTER',
        captchaId: 'SMS-1',
        captcha: '24680',
      });
      await waitFor(() => expect(issued.SMS).toBe(2));
      // The register captcha is a separate one, untouched by the code request.
      expect(issued.REGISTER).toBe(1);
    });

    it('username registration (no SMS code field) asks for no SMS captcha', async () => {
      const { issued } = platform(sent);
      useSystemStatusStore.setState({
        status: {
          info: {
            whitelabel: { USERNAMEREG3: true },
            register: {
              methods: ['USERNAME'],
              captcha: true,
              smsVerification: true,
              fields: [],
              rules,
            },
          },
        } as never,
      });
      renderAt('/m/register', <App />);
      expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
      expect(screen.queryByLabelText('SMS captcha')).not.toBeInTheDocument();
      expect(issued.SMS).toBeUndefined();
    });
  });
});
