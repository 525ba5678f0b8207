import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared';
import { fail, fakeApi, initTestI18n, ok, renderAt } from '@lobby/shared/testing';
import App from '../App';

const CHALLENGE = 'c'.repeat(43);
const session = {
  token: 'tok',
  merchantCode: 'M1',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};

/** A platform where demo has two-step verification on: the code 123456 or one recovery code. */
function platform() {
  let recoveryUsed = false;
  return fakeApi((request) => {
    if (request.url === '/wps/session/login') {
      return fail(401, 'TWO_FACTOR_REQUIRED', 'two_factor_required', { challenge: CHALLENGE });
    }
    if (request.url === '/wps/session/login/two-factor') {
      const { code, challenge } = request.body as { code: string; challenge: string };
      if (challenge !== CHALLENGE)
        return fail(401, 'TWO_FACTOR_WRONG', 'two_factor_wrong', { expired: true });
      if (code === '123456') return ok(session);
      if (code === 'ABCDE-FGHIJ' && !recoveryUsed) {
        recoveryUsed = true;
        return ok(session);
      }
      return fail(401, 'TWO_FACTOR_WRONG', 'two_factor_wrong', { remainingTries: 3 });
    }
    if (request.url === '/wps/member/info') {
      return ok({ id: 1, account: 'demo', nickname: null, type: 0, clubLabel: null });
    }
    if (request.url === '/wps/wallets/gcs') {
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 10 });
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'demo');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login with two-step verification', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('asks for the app code after the password; a wrong one is said under the field, the right one logs in', async () => {
    const seen = platform();
    renderAt('/m/login', <App />);
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(screen.getByText('Enter the 6 digits')).toBeVisible();
    await user.type(screen.getByLabelText('Authentication code'), '0000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('The code is incorrect (3 tries left)')).toBeVisible();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('tok'));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    expect(seen.filter((r) => r.url === '/wps/session/login/two-factor')).toHaveLength(2);
  });

  it('a recovery code works instead of the app code', async () => {
    platform();
    renderAt('/m/login', <App />);
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHIJ');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('tok'));
  });

  it('back to login shows the password form again', async () => {
    platform();
    renderAt('/m/login', <App />);
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(
      screen.queryByRole('heading', { name: 'Two-step verification' }),
    ).not.toBeInTheDocument();
  });
});
