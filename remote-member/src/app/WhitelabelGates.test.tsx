import { screen } from '@testing-library/react';
import {
  fakeEndpoints,
  initTestI18n,
  logInAs,
  renderAt,
  resetStores,
  setStatus,
} from '@lobby/shared/testing';
import App from './App';

describe('white-label gating of the member screens', () => {
  beforeAll(() => initTestI18n(['common', 'member', 'records', 'security']));
  beforeEach(() => {
    resetStores();
    logInAs(0);
  });

  it.each([
    ['/m/securityCenter', 'Security center', 'SECPRIV'],
    ['/m/transaction/record', 'Transaction record', 'TRANSREC3'],
  ] as const)('%s opened by URL with its switch off is not available', (path, title, flag) => {
    setStatus({ whitelabel: { [flag]: false } });
    const seen = fakeEndpoints({});
    renderAt(path, <App />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
    expect(seen).toHaveLength(0);
  });
});
