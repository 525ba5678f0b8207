import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useSystemStatusStore, useToastStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import { ForgetPage } from './ForgetPage';

const rules = {
  loginUsername: [
    { required: true, message: 'account_format' },
    { pattern: '^[A-Za-z0-9_]{4,16}$', message: 'account_format' },
  ],
  mobileNum: [{ pattern: '^[0-9]{6,20}$', message: 'mobile_invalid' }],
  verificationCode: [
    { required: true, message: 'verification_code_error' },
    { pattern: '^[0-9]{4,10}$', message: 'verification_code_error' },
  ],
  password: [
    { required: true, message: 'password_format' },
    { pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$', message: 'password_format' },
  ],
};

function flags(whitelabel: Record<string, boolean>) {
  useSystemStatusStore.setState({ status: { info: { whitelabel, register: { rules } } } as never });
}

const countries = ok([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]);

describe('forgot password screen', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('e-mail only when CHNGPASSVERIF3 is off', () => {
    fakeApi(() => countries);
    flags({});
    renderAt('/m/forget', <ForgetPage />);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('phone by default when CHNGPASSVERIF3 is on, e-mail on the other tab', async () => {
    fakeApi(() => countries);
    flags({ CHNGPASSVERIF3: true });
    renderAt('/m/forget', <ForgetPage />);
    expect(screen.getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'By e-mail' }));
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('e-mail form validates, sends, says it was sent', async () => {
    const seen = fakeApi((request) =>
      request.url === '/wps/member/password/email' ? ok(true) : fail(404, 'NOT_FOUND', 'not_found'),
    );
    flags({});
    renderAt('/m/forget', <ForgetPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Retrieve' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByText('E-mail format is incorrect')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'demo@lobby.example');
    await user.click(screen.getByRole('button', { name: 'Retrieve' }));
    expect(await screen.findByText('The e-mail has been sent')).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ username: 'demo', email: 'demo@lobby.example' });
  });

  it('phone flow: same password clears the password, other failures clear the code', async () => {
    let reply = fail(400, 'PASSWORD_SAME', 'modify.new.old.same');
    fakeApi((request) => {
      if (request.url === '/wps/system/country') return countries;
      if (request.url === '/wps/system/publicKey') return fail(404, 'NOT_FOUND', 'not_found');
      if (request.url === '/wps/member/password/phone') return reply;
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      flags({ CHNGPASSVERIF3: true });
      renderAt('/m/forget', <ForgetPage />);
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getByRole('option')).toBeInTheDocument());
      await user.type(screen.getByLabelText('Mobile number'), '9171234567');
      await user.type(screen.getByLabelText('SMS code'), '123456');
      await user.type(screen.getByLabelText('New password'), 'abc12345');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
      expect(screen.getByLabelText('SMS code')).toHaveValue('123456');
      reply = fail(400, 'VERIFICATION_CODE', 'verification_code_error');
      await user.type(screen.getByLabelText('New password'), 'xyz12345');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.getByLabelText('SMS code')).toHaveValue(''));
      expect(screen.getByLabelText('New password')).toHaveValue('xyz12345');
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
  });

  it('phone flow for a member with two-step sign-in: the login’s code step, then signed in', async () => {
    const challenge = 'e'.repeat(43);
    useToastStore.setState({ toasts: [] });
    const seen = fakeApi((request) => {
      if (request.url === '/wps/system/country') return countries;
      if (request.url === '/wps/system/publicKey') return fail(404, 'NOT_FOUND', 'not_found');
      if (request.url === '/wps/member/password/phone') {
        return fail(401, 'TWO_FACTOR_REQUIRED', 'two_factor_required', { challenge });
      }
      if (request.url === '/wps/session/login/two-factor') {
        return (request.body as { code: string }).code === 'ABCDE-FGHIJ'
          ? ok({
              token: 'tok2',
              merchantCode: 'M1',
              userName: 'demo',
              type: 0,
              firstTimeLogin: false,
            })
          : fail(401, 'TWO_FACTOR_WRONG', 'two_factor_wrong', { remainingTries: 2 });
      }
      if (request.url === '/wps/member/info') {
        return ok({ id: 1, account: 'demo', nickname: null, type: 0, clubLabel: null });
      }
      if (request.url === '/wps/wallets/gcs') {
        return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 0 });
      }
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      flags({ CHNGPASSVERIF3: true });
      renderAt('/m/forget', <ForgetPage />);
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getByRole('option')).toBeInTheDocument());
      await user.type(screen.getByLabelText('Mobile number'), '9171234567');
      await user.type(screen.getByLabelText('SMS code'), '123456');
      await user.type(screen.getByLabelText('New password'), 'abc12345');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
      expect(useToastStore.getState().toasts).toHaveLength(0);
      // A recovery code works here as in the login.
      await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
      await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHIJ');
      await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
      expect(useSessionStore.getState().session?.token).toBe('tok2');
      expect(seen.find((r) => r.url === '/wps/session/login/two-factor')?.body).toEqual({
        challenge,
        code: 'ABCDE-FGHIJ',
      });
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
  });

  it('“Back to login” from that code step goes to the login (the password is already set)', async () => {
    fakeApi((request) => {
      if (request.url === '/wps/system/country') return countries;
      if (request.url === '/wps/member/password/phone') {
        return fail(401, 'TWO_FACTOR_REQUIRED', 'two_factor_required', {
          challenge: 'f'.repeat(43),
        });
      }
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      flags({ CHNGPASSVERIF3: true });
      renderAt('/m/forget', <ForgetPage />);
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getByRole('option')).toBeInTheDocument());
      await user.type(screen.getByLabelText('Mobile number'), '9171234567');
      await user.type(screen.getByLabelText('SMS code'), '123456');
      await user.type(screen.getByLabelText('New password'), 'abc12345');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await user.click(await screen.findByRole('button', { name: 'Back to login' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
  });
});
