import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared';
import App from '../App';
import { initTestI18n, fail, fakeApi, ok, type FakeRequest, renderAt } from '@lobby/shared/testing';
import { REMEMBERED_LOGIN_KEY } from '@/features/login/utils/remembered-login';

const PASSWORD = 'secret123';
const session = {
  token: 'tok',
  merchantCode: 'M1',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};

function platform(
  loginReply: (request: FakeRequest) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>,
) {
  return fakeApi((request) => {
    if (request.url === '/wps/session/login') return loginReply(request);
    if (request.url === '/wps/member/info') {
      return ok({ id: 1, account: 'demo', nickname: null, type: 0, clubLabel: null });
    }
    if (request.url === '/wps/wallets/gcs') {
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 10 });
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  const usernameInput = screen.getByLabelText('Username');
  await user.clear(usernameInput);
  if (username) await user.type(usernameInput, username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login screen', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('offers the browser password manager the right fields and remembers by default', () => {
    renderAt('/m/login', <App />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember my username' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/m/forget',
    );
    expect(screen.getByRole('link', { name: 'Free play' })).toHaveAttribute('href', '/m/trail');
  });

  it('shows localized errors under the fields and focuses the first one, without calling the API', async () => {
    const seen = platform(() => ok(session));
    renderAt('/m/login', <App />);
    await fillAndSubmit('', '');
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });

  it('focuses the password when only the password is wrong', async () => {
    platform(() => ok(session));
    renderAt('/m/login', <App />);
    await fillAndSubmit('demo', '123');
    expect(screen.queryByText('Please enter your username')).not.toBeInTheDocument();
    expect(screen.getByText('The password has 6–20 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderAt('/m/login', <App />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('logs in, remembers only the username and goes home', async () => {
    const seen = platform(() => ok(session));
    renderAt('/m/login', <App />);
    await fillAndSubmit('demo', PASSWORD);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/wps/session/login',
      body: { username: 'demo', password: PASSWORD },
    });
    expect(useSessionStore.getState().session?.token).toBe('tok');
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? 'null')).toEqual({
      type: 'username',
      username: 'demo',
    });
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.join('\n')).not.toContain(PASSWORD);
  });

  it('prefills the remembered username and forgets it when remember is unticked', async () => {
    localStorage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ type: 'username', username: 'olduser' }),
    );
    platform(() => ok(session));
    renderAt('/m/login', <App />);
    expect(screen.getByLabelText('Username')).toHaveValue('olduser');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember my username' }));
    await fillAndSubmit('demo', PASSWORD);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('shows the loading state, then the catalogue message of a failure', async () => {
    let answer: (value: ReturnType<typeof fail>) => void = () => undefined;
    platform(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/m/login', <App />);
    await fillAndSubmit('demo', PASSWORD);
    const button = screen.getByRole('button', { name: 'Logging in…' });
    expect(button).toBeDisabled();
    answer(fail(401, 'LOGIN_FAILED', 'login_failed', { captcha: false }));
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(useSessionStore.getState().session).toBeNull();
    // The emptied password shows no success tick; the username still holds a valid value.
    const fieldState = (label: string) =>
      screen.getByLabelText(label).closest('.auth-field')?.getAttribute('data-state');
    expect(fieldState('Password')).toBe('idle');
    expect(fieldState('Username')).toBe('valid');
  });

  it('a time-out or self-exclusion refuses the login with its end date (responsible gaming)', async () => {
    platform(() =>
      fail(403, 'SELF_EXCLUDED', 'self_excluded', {
        kind: 'TIMEOUT',
        until: '2030-01-10T10:00:00.000Z',
      }),
    );
    renderAt('/m/login', <App />);
    await fillAndSubmit('demo', PASSWORD);
    expect(
      await screen.findByText(
        /^This account is in a time-out or self-exclusion until 2030\/01\/1[01] \d\d:\d\d\.$/,
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('lobby.excludedUntil')).toBe('2030-01-10T10:00:00.000Z');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('says once why the platform ended the last session (its time limit)', () => {
    sessionStorage.setItem('lobby.signedOutReason', 'SESSION_TIME_LIMIT');
    const { unmount } = renderAt('/m/login', <App />);
    expect(
      screen.getByText('Your session time limit was reached, so you were signed out.'),
    ).toHaveAttribute('role', 'alert');
    unmount();
    renderAt('/m/login', <App />);
    expect(screen.queryByText(/session time limit/)).not.toBeInTheDocument();
  });

  it('goes back home with the back arrow', async () => {
    const user = userEvent.setup();
    renderAt('/m/login', <App />);
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });
});
