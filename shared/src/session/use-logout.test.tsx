import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, useIsLoggedIn, useLogout, useSessionStore } from '@lobby/shared';
import type { SessionInfo } from '@lobby/shared';
import { fakeApi, initTestI18n, ok, renderAt } from '@lobby/shared/testing';

/** A page that, like the member centre, sends visitors to the login screen. */
function GuardedPage() {
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return (
    <button type="button" onClick={() => void logout()}>
      sign out here
    </button>
  );
}

const session: SessionInfo = {
  token: 't',
  merchantCode: 'M',
  userName: 'demo',
  type: 0,
  firstTimeLogin: false,
};

describe('useLogout', () => {
  beforeAll(() => initTestI18n(['common']));
  beforeEach(() => {
    window.localStorage.clear();
    useSessionStore.getState().setSession(session);
  });

  it('confirms, calls logout with the token, clears everything and lands on home, not login', async () => {
    const requests = fakeApi(() => ok(true));
    window.sessionStorage.setItem('trialName', 'guest1');
    renderAt(
      paths.memberHome,
      <Routes>
        <Route path={paths.memberHome} element={<GuardedPage />} />
        <Route path={paths.login} element={<p>login page</p>} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'sign out here' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/));
    expect(screen.queryByText('login page')).toBeNull();
    expect(requests).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/wps/session/logout' }),
    ]);
    expect(requests[0]?.headers.Authorization).toBe('Bearer t');
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    expect(window.sessionStorage.getItem('trialName')).toBeNull();
  });

  it('keeps the session when the member cancels', async () => {
    const requests = fakeApi(() => ok(true));
    renderAt(
      paths.memberHome,
      <Routes>
        <Route path={paths.memberHome} element={<GuardedPage />} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'sign out here' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(requests).toHaveLength(0);
    expect(useSessionStore.getState().session).toEqual(session);
  });
});
