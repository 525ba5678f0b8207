import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useSystemStatusStore, type SessionInfo } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import { ChangePasswordPage } from './ChangePasswordPage';

const session: SessionInfo = {
  token: 't'.repeat(43),
  merchantCode: 'LOBBY01',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};

describe('change password screen', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useSystemStatusStore.setState({
      status: {
        info: {
          whitelabel: {},
          register: {
            rules: {
              loginPassword: [{ required: true, message: 'password_format' }],
              password: [
                { required: true, message: 'password_format' },
                { pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$', message: 'password_format' },
              ],
            },
          },
        },
      } as never,
    });
  });

  it('without a session goes to /m/home', () => {
    renderAt('/m/changePsw', <ChangePasswordPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it('username is read-only; rules and confirmation are checked first, first error focused', async () => {
    useSessionStore.getState().setSession(session);
    const seen = fakeApi(() => fail(404, 'NOT_FOUND', 'not_found'));
    renderAt('/m/changePsw', <ChangePasswordPage />);
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Old password')).toHaveFocus();
    expect(screen.getAllByText('Password format is incorrect')).toHaveLength(2);
    expect(screen.getByText('Enter password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Old password'), 'demo1234');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc12346');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(seen).toHaveLength(0);
  });

  it('new equal to old shows the popup and calls nothing', async () => {
    useSessionStore.getState().setSession(session);
    const seen = fakeApi(() => fail(404, 'NOT_FOUND', 'not_found'));
    renderAt('/m/changePsw', <ChangePasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old password'), 'abc12345');
    await user.type(screen.getByLabelText('New password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The new password and the old password cannot be the same',
    );
    expect(seen).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves, says so, then goes home', async () => {
    useSessionStore.getState().setSession(session);
    const seen = fakeApi((request) =>
      request.url === '/wps/member/password' ? ok(true) : fail(404, 'NOT_FOUND', 'not_found'),
    );
    renderAt('/m/changePsw', <ChangePasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old password'), 'demo1234');
    await user.type(screen.getByLabelText('New password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    // The message stays for 1 s before the move home.
    expect(screen.getByTestId('location')).toHaveTextContent('/m/changePsw');
    expect(seen[0]?.body).toEqual({
      oldPassword: 'demo1234',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'), {
      timeout: 3000,
    });
  });
});
