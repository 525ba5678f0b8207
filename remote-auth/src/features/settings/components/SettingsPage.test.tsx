import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SessionInfo } from '@lobby/shared';
import { SettingsPage } from './SettingsPage';
import { initTestI18n, fakeApi, ok, renderAt } from '@lobby/shared/testing';

const session: SessionInfo = {
  token: 'tok',
  merchantCode: 'M1',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};

describe('settings screen', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('sends visitors to the login screen', () => {
    renderAt('/m/set', <SettingsPage />);
    // The login screen itself is the app's route: app/App.test.tsx.
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('signs out after confirmation and goes home', async () => {
    useSessionStore.getState().setSession(session);
    const seen = fakeApi(() => ok(true));
    const user = userEvent.setup();
    renderAt('/m/set', <SettingsPage />);
    expect(screen.getByText('demo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/wps/session/logout' });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('keeps the session when sign-out is cancelled', async () => {
    useSessionStore.getState().setSession(session);
    const seen = fakeApi(() => ok(true));
    const user = userEvent.setup();
    renderAt('/m/set', <SettingsPage />);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(seen).toHaveLength(0);
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/set');
  });
});
