import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoadingStore, useToastStore } from '../index';
import { fail, fakeApi, initTestI18n, ok, renderAt, resetStores } from '../testing';
import { CHAT_LOADING_AFTER_LINK_MS, useOpenLiveChat } from './use-open-live-chat';

function Opener() {
  const open = useOpenLiveChat();
  return (
    <button type="button" onClick={() => open()}>
      Chat
    </button>
  );
}

const loading = () => useLoadingStore.getState().visible;

describe('useOpenLiveChat', () => {
  beforeAll(() => initTestI18n(['common']));
  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
    jest.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => jest.useRealTimers());

  it('asks the launch (b2c 1, language, this page as backUrl) and opens its page in this tab', async () => {
    const seen = fakeApi(() => ok({ chatUrl: `/m/liveChat?ticket=${'T'.repeat(43)}` }));
    renderAt('/m/help?x=1', <Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/m/liveChat?ticket='),
    );
    expect(seen[0]?.url).toBe('/wps/chat/launch');
    expect(seen[0]?.params).toEqual({ b2c: '1', language: 'EN', backUrl: '/m/help?x=1' });
    expect(window.open).not.toHaveBeenCalled();
  });

  it('keeps the loading about 0.5 s after the link returns', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakeApi(() => ok({ chatUrl: '/m/liveChat?ticket=abc' }));
    renderAt('/m/help', <Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/liveChat'));
    expect(loading()).toBe(true);
    act(() => jest.advanceTimersByTime(CHAT_LOADING_AFTER_LINK_MS));
    expect(loading()).toBe(false);
  });

  it("opens a brand's external chat in a new window", async () => {
    fakeApi(() => ok({ chatUrl: 'https://chat.vendor.example/room?language=EN' }));
    renderAt('/m/help', <Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await waitFor(() =>
      expect(window.open).toHaveBeenCalledWith(
        'https://chat.vendor.example/room?language=EN',
        '_blank',
        'noopener',
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/help$/);
  });

  it('a failed launch only hides the loading (chat errors are silent)', async () => {
    fakeApi(() => fail(500, 'INTERNAL', 'unknown_error'));
    renderAt('/m/help', <Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(loading()).toBe(false));
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/help$/);
  });
});
