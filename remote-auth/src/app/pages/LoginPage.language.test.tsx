import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useSystemStatusStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, renderAt } from '@lobby/shared/testing';
import App from '../App';

function loginRules(pattern: string) {
  useSystemStatusStore.setState({
    status: {
      info: {
        whitelabel: {},
        register: {
          rules: {
            loginUsername: [
              { required: true, message: 'account_format' },
              { pattern, message: 'account_format' },
            ],
          },
        },
      },
    } as never,
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login: language change re-validates filled fields', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());
  afterEach(() => act(() => initTestI18n(['common', 'auth'])));

  it('checks the filled username again 200 ms after the language changes, not at once', async () => {
    fakeApi(() => fail(404, 'NOT_FOUND', 'not_found'));
    loginRules('^[a-z]{4,16}$');
    renderAt('/m/login', <App />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'abc');
    await user.tab();
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();

    // The platform's rules now accept three letters; nothing re-checks until the language changes.
    act(() => loginRules('^[a-z]{3,16}$'));
    await act(() => initTestI18n(['common', 'auth'], 'ID'));
    expect(screen.getByText('Format akun salah')).toBeInTheDocument();
    await act(() => pause(120));
    expect(screen.getByText('Format akun salah')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Format akun salah')).not.toBeInTheDocument());
  });

  it('leaves empty fields alone', async () => {
    fakeApi(() => fail(404, 'NOT_FOUND', 'not_found'));
    loginRules('^[a-z]{4,16}$');
    renderAt('/m/login', <App />);
    await act(() => initTestI18n(['common', 'auth'], 'ID'));
    await act(() => pause(300));
    expect(screen.queryByText('Format akun salah')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /./ })).not.toHaveAttribute('aria-invalid');
  });
});
