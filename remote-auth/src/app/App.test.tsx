import { screen } from '@testing-library/react';
import { useSessionStore } from '@lobby/shared';
import { initTestI18n, renderAt } from '@lobby/shared/testing';
import App from './App';

describe('auth routes', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('sends a visitor of the settings screen to the login screen', () => {
    renderAt('/m/set', <App />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each(['/m/login', '/m/register', '/m/register.html'])(
    'sends a signed-in member from %s home, and lets a trial user stay',
    (path) => {
      const session = { token: 't', merchantCode: 'M', firstTimeLogin: false };
      useSessionStore.getState().setSession({ ...session, userName: 'demo', type: 0 });
      const { unmount } = renderAt(path, <App />);
      expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
      unmount();
      useSessionStore.getState().setSession({ ...session, userName: 'guest00000001', type: 4 });
      renderAt(path, <App />);
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    },
  );
});
