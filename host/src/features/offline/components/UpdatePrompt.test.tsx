import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@lobby/shared/testing';
import { useServiceWorkerStore } from '../utils/service-worker-store';
import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  beforeEach(() => useServiceWorkerStore.setState({ updateReady: false }));

  it('shows nothing until a new version waits', async () => {
    await initTestI18n(['common'], 'EN');
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers the waiting version; Reload lets it take over (only then)', async () => {
    await initTestI18n(['common'], 'EN');
    const apply = jest.fn();
    render(<UpdatePrompt />);
    act(() => useServiceWorkerStore.getState().offerUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('speaks the reader language', async () => {
    await initTestI18n(['common'], 'CN');
    useServiceWorkerStore.getState().offerUpdate(jest.fn());
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('新版本已就绪');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
