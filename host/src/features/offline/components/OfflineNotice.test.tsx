import { act, render, screen } from '@testing-library/react';
import { initTestI18n } from '@lobby/shared/testing';
import { OfflineNotice } from './OfflineNotice';

function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => goOnline(true));

  it("says 'No Internet' while the browser is offline and leaves when the network is back", async () => {
    await initTestI18n(['common'], 'EN');
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('No Internet');
    goOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
