import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useSystemStatusStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import App from '../App';

const rules = {
  username: [
    { required: true, message: 'account_format' },
    { pattern: '^[a-z][a-z0-9]{5,15}$', message: 'account_format' },
  ],
  password: [
    { required: true, message: 'password_format' },
    { pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$', message: 'password_format' },
  ],
  email: [{ type: 'email', max: 255, message: 'email_format' }],
};

function settings(whitelabel: Record<string, boolean>, extra: object = {}) {
  useSystemStatusStore.setState({
    status: {
      info: {
        whitelabel,
        register: {
          methods: ['USERNAME', 'MOBILE'],
          captcha: true,
          smsVerification: true,
          fields: [
            { name: 'email', show: true, required: false },
            { name: 'wechat', show: false, required: false },
            { name: 'affiliateCode', show: true, required: false },
          ],
          rules,
          ...extra,
        },
      },
    } as never,
  });
}

function platform() {
  return fakeApi((request) => {
    if (request.url === '/wps/captcha')
      return ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', length: 5 });
    if (request.url === '/wps/check/affiliate') return ok(false);
    if (request.url === '/wps/system/country')
      return ok([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]);
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

describe('register screen', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('tabs only when both methods are on; mobile only starts on mobile', async () => {
    platform();
    settings({ USERNAMEREG3: true, MOBILENUMREG3: true });
    const first = renderAt('/m/register', <App />);
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    first.unmount();
    settings({ MOBILENUMREG3: true });
    renderAt('/m/register', <App />);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Captcha')).toBeInTheDocument());
  });

  it('shows configured fields only, captcha, affiliate when the link check fails; register disabled without terms', async () => {
    platform();
    settings({ USERNAMEREG3: true });
    renderAt('/m/register', <App />);
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.queryByLabelText('WeChat')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Invitation code')).toBeInTheDocument();
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    expect(register).toBeDisabled();
  });

  it("states the username and password rules under their fields, from the rules' hints", async () => {
    platform();
    settings(
      { USERNAMEREG3: true },
      {
        rules: {
          ...rules,
          username: [
            rules.username[0],
            { ...rules.username[1], hint: { kind: 'USERNAME', min: 6, max: 16 } },
          ],
          password: [
            rules.password[0],
            { ...rules.password[1], hint: { kind: 'PASSWORD', min: 6, max: 20 } },
          ],
        },
      },
    );
    renderAt('/m/register', <App />);
    expect(await screen.findByLabelText('Username')).toHaveAccessibleDescription(
      '6–16 lowercase letters and digits, starting with a letter',
    );
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      '6–20 characters with at least one letter and one digit',
    );
  });

  it('links the terms and the privacy policy beside the checkbox, each in a new tab', async () => {
    platform();
    settings({ USERNAMEREG3: true });
    renderAt('/m/register', <App />);
    const terms = await screen.findByRole('link', { name: 'Terms and conditions' });
    expect(terms).toHaveAttribute('href', '/m/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/m/privacy',
    );
    // Not inside the checkbox's label: following a link does not tick it.
    expect(screen.getByRole('checkbox', { name: /agree to the terms/ })).not.toHaveAccessibleName(
      /privacy/,
    );
  });

  it("keeps a refused agent link's code: says why up front, sends it, never drops it", async () => {
    const seen = fakeApi((request) => {
      if (request.url === '/wps/check/affiliate') return ok(false);
      if (request.url === '/wps/member/register')
        return fail(400, 'REFERRER_LINK', 'referrer_link_error');
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    settings({ USERNAMEREG3: true }, { captcha: false });
    renderAt('/m/register?code=EXPIRED1', <App />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Referrer link error');
    expect(notice).toHaveTextContent('This invitation link has expired or is not valid');
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'newmember1');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(seen.find((r) => r.url === '/wps/member/register')?.body).toMatchObject({
        username: 'newmember1',
        affiliateCode: 'EXPIRED1',
      }),
    );
    await user.click(screen.getByRole('link', { name: 'Register without an invitation' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/register$/);
    expect(await screen.findByLabelText('Invitation code')).toBeInTheDocument();
    expect(screen.queryByText(/This invitation link has expired/)).not.toBeInTheDocument();
  });

  it('focuses the first failing field and checks the confirmation', async () => {
    platform();
    settings({ USERNAMEREG3: true });
    renderAt('/m/register', <App />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12346');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
  });

  it('refuses markup in profile text fields with its own message', async () => {
    platform();
    settings(
      { USERNAMEREG3: true },
      {
        fields: [
          { name: 'nickname', show: true, required: false },
          { name: 'facebook', show: true, required: false },
        ],
        rules: { ...rules, nickname: [{ max: 20, message: 'name_format' }] },
      },
    );
    renderAt('/m/register', <App />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nickname'), '<b>me</b>');
    await user.type(screen.getByLabelText('Facebook'), 'me&you');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Leave out the characters < > " ` &')).toHaveLength(2);
  });

  it("shows the bonus promo and the number's digits for its country under the field, localized", async () => {
    platform();
    settings({ MOBILENUMREG3: true });
    const english = renderAt('/m/register', <App />);
    expect(screen.getByText('DOWNLOAD BONUS UP TO 688₱')).toBeInTheDocument();
    // The Philippines (63): 10 digits, or 11 with the trunk 0 (platform-api/src/contract/phone.ts).
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
        'Enter 10–11 digits.',
      ),
    );
    expect(screen.queryByText(/11 characters/)).not.toBeInTheDocument();
    english.unmount();
    await initTestI18n(['common', 'auth'], 'ID');
    try {
      renderAt('/m/register', <App />);
      expect(screen.getByText('BONUS UNDUH HINGGA 688₱')).toBeInTheDocument();
      expect(await screen.findByText('Masukkan 10–11 digit.')).toBeInTheDocument();
    } finally {
      await initTestI18n(['common', 'auth']);
    }
  });

  it('a number of the wrong length for its country shows the error under the field', async () => {
    platform();
    settings({ MOBILENUMREG3: true });
    renderAt('/m/register', <App />);
    await screen.findByText('Enter 10–11 digits.');
    const user = userEvent.setup();
    // Nine digits pass the general 6–20 rule but not the Philippines' length.
    await user.type(screen.getByLabelText('Mobile number'), '917000000');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.queryByText('Enter 10–11 digits.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('the hint gives way to the error when the mobile number is wrong', async () => {
    platform();
    settings({ MOBILENUMREG3: true });
    renderAt('/m/register', <App />);
    await screen.findByText('Enter 10–11 digits.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByText('Enter 10–11 digits.')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a taken username shows under the username field, which takes focus', async () => {
    fakeApi((request) => {
      if (request.url === '/wps/check/affiliate') return ok(false);
      if (request.url === '/wps/member/register')
        return fail(400, 'USERNAME_EXISTS', 'username_exists');
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    settings({ USERNAMEREG3: true }, { captcha: false });
    renderAt('/m/register', <App />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demouser1');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Sorry, the username already exists',
      ),
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('registration closed when no method is on', () => {
    platform();
    settings({});
    renderAt('/m/register', <App />);
    expect(screen.getByText('Registration is closed')).toBeInTheDocument();
  });
});
