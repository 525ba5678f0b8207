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
});
