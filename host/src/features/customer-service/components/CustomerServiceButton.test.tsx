import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, initTestI18n, ok } from '@lobby/shared/testing';
import { useToastStore } from '@lobby/shared';
import { memberSession, renderAt, setStatus, setViewer, trialSession } from '@/test/render-shell';
import { CustomerServiceButton } from './CustomerServiceButton';

const channels = {
  customerService: [
    { csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.example/room' },
    { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.example/lobby' },
  ],
};

/** The chat launch answers the platform's chat page (a same-site URL with a ticket). */
function launchAnswersChatPage() {
  return fakeApi((request) =>
    request.url === '/wps/chat/launch'
      ? ok({ chatUrl: `/m/liveChat?ticket=${'T'.repeat(43)}&backUrl=%2Fm%2Fhome` })
      : fail(404, 'NOT_FOUND', 'not_found'),
  );
}

beforeAll(() => initTestI18n(['common']));
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  jest.spyOn(window, 'open').mockImplementation(() => null);
});

async function choose(title: string) {
  renderAt(<CustomerServiceButton />, '/m/home');
  await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByText(title));
}

describe('CustomerServiceButton', () => {
  it('opens the platform chat in this tab for a member (chat launch, then its page)', async () => {
    setStatus({ CBS3: true }, channels);
    setViewer(memberSession);
    const seen = launchAnswersChatPage();
    await choose('Live chat');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/m/liveChat?ticket=${'T'.repeat(43)}`,
      ),
    );
    expect(window.open).not.toHaveBeenCalled();
    expect(seen[0]?.params).toMatchObject({ b2c: '1', backUrl: '/m/home' });
  });

  it('sends a visitor to login for live chat', async () => {
    setStatus({ CBS3: true }, channels);
    setViewer(null);
    await choose('Live chat');
    expect(window.open).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('refuses live chat to a trial account for 2 s, but lets it use Telegram', async () => {
    setStatus({ CBS3: true }, channels);
    setViewer(trialSession);
    await choose('Live chat');
    expect(window.open).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      message: 'Please login an actual account to use this function',
      durationMs: 2000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByText('Telegram'));
    expect(window.open).toHaveBeenCalledWith('https://t.example/lobby', '_blank', 'noopener');
  });

  it.each(['javascript:alert(document.cookie)', ' JAVASCRIPT:alert(1)', '//evil.example/chat'])(
    'opens nothing for a channel path the safe-URL rule refuses (%j)',
    async (path) => {
      setStatus({}, { customerService: [{ csType: 'TELEGRAM', title: 'Telegram', path }] });
      setViewer(memberSession);
      await choose('Telegram');
      expect(window.open).not.toHaveBeenCalled();
    },
  );

  it('hides live chat when CBS3 is off', async () => {
    setStatus({ CBS3: false }, channels);
    setViewer(memberSession);
    renderAt(<CustomerServiceButton />, '/m/home');
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(within(screen.getByRole('dialog')).queryByText('Live chat')).not.toBeInTheDocument();
  });
});
