import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useSystemStatusStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import App from '../App';

// Issue 36 item 5: registering returns the new member to where the "needs login" redirect came from.
function settings() {
  useSystemStatusStore.setState({
    status: {
      info: {
        whitelabel: { USERNAMEREG3: true },
        register: {
          methods: ['USERNAME'],
          captcha: false,
          smsVerification: false,
          fields: [],
          rules: {
            username: [{ required: true, message: 'account_format' }],
            password: [{ required: true, message: 'password_format' }],
          },
        },
      },
    } as never,
  });
}

function platform() {
  return fakeApi((request) => {
    if (request.url === '/wps/member/register') {
      return ok({ token: 'tok', merchantCode: 'M1', userName: 'newmember1', type: 0 });
    }
    if (request.url === '/wps/member/info') {
      return ok({ id: 2, account: 'newmember1', nickname: null, type: 0, clubLabel: null });
    }
    if (request.url === '/wps/wallets/gcs') {
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 0 });
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

describe('register returns where the visitor was', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('goes to next and launches the game after registering', async () => {
    platform();
    settings();
    renderAt('/m/register?next=%2Fm%2FgameList%3FgameType%3DSLOT&launch=42', <App />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'newmember1');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/m\/gameList\?gameType=SLOT&launch=42$/,
      ),
    );
  });

  it('passes the place back to login', () => {
    settings();
    renderAt('/m/register?next=%2Fm%2Fwithdraw', <App />);
    expect(screen.getByRole('link', { name: 'Log in now' })).toHaveAttribute(
      'href',
      '/m/login?next=%2Fm%2Fwithdraw',
    );
  });
});
