import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import App from '../App';

// Issue 36 item 5: login returns the visitor to where the "needs login" redirect came from.
const session = { token: 'tok', merchantCode: 'M1', userName: 'demo', type: 0 };

function platform() {
  return fakeApi((request) => {
    if (request.url === '/wps/session/login') return ok(session);
    if (request.url === '/wps/member/info') {
      return ok({ id: 1, account: 'demo', nickname: null, type: 0, clubLabel: null });
    }
    if (request.url === '/wps/wallets/gcs') {
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 10 });
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'demo');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login returns where the visitor was', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('goes to next with the game to launch', async () => {
    platform();
    renderAt('/m/login?next=%2Fm%2FgameList%3FgameType%3DSLOT&launch=42', <App />);
    await logIn();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/m\/gameList\?gameType=SLOT&launch=42$/,
      ),
    );
  });

  it('goes to a member page it was sent from', async () => {
    platform();
    renderAt('/m/login?next=%2Fm%2Fwithdraw', <App />);
    await logIn();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/withdraw$/),
    );
  });

  it.each([
    'https%3A%2F%2Fevil.example',
    '%2F%2Fevil.example',
    'javascript%3Aalert(1)',
    '%2Fadmin',
  ])('refuses next=%s and goes home', async (next) => {
    platform();
    renderAt(`/m/login?next=${next}&launch=42`, <App />);
    await logIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/));
  });

  it('passes the place on to register', () => {
    renderAt('/m/login?next=%2Fm%2Fwithdraw&launch=7', <App />);
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register?next=%2Fm%2Fwithdraw&launch=7',
    );
  });
});
