import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore, type CustomerService } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  logInAs,
  resetStores,
  setStatus,
} from '@lobby/shared/testing';
import { MessageCenter } from './MessageCenter';

const CHANNELS: CustomerService[] = [
  { csType: 'LIVECHAT', title: 'Live Chat 24/7', path: 'https://chat.example/b2c' },
  { csType: 'TELEGRAM', title: 'Telegram Support', path: 'https://t.me/support' },
  { csType: 'TELEGRAM', title: 'Telegram VIP Desk', path: 'https://t.me/vip' },
];

function platform(
  replies: { notices?: () => FakeReply; inbox?: () => FakeReply; chat?: () => FakeReply } = {},
): { url: string; params: Record<string, unknown> }[] {
  return fakeApi((request) => {
    if (request.url === '/wps/chat/unread') {
      return (replies.chat ?? (() => ok({ unReadCount: 0, totalUnreadCount: 0 })))();
    }
    if (request.url === '/wps/chat/launch') {
      return ok({ chatUrl: `/m/liveChat?ticket=${'T'.repeat(43)}&backUrl=%2Fm%2Fmessage` });
    }
    if (request.url === '/wps/announcements/unread') {
      return (replies.notices ?? (() => ok({ unread: 3 })))();
    }
    if (request.url === '/wps/inbox/unread') return (replies.inbox ?? (() => ok({ unread: 2 })))();
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

const row = (name: RegExp) => screen.getByRole('link', { name });
const action = (name: RegExp) => screen.getByRole('button', { name });
const toasts = () => useToastStore.getState().toasts;

// Unread counts asked again within 250 ms share the last answer (spec throttle): each test
// starts a second later, as a visitor coming back would.
const realNow = Date.now.bind(Date);
let clockOffset = 0;

describe('message center', () => {
  let opened: jest.SpyInstance;
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => {
    clockOffset += 1000;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
    resetStores();
    useToastStore.setState({ toasts: [] });
    setStatus({ customerService: CHANNELS, whitelabel: { CBS3: true, REFERRAL3: true } });
    opened = jest.spyOn(window, 'open').mockReturnValue(null);
  });

  it('lists Telegram, announcements, inbox, live chat and affiliate service with unread badges', async () => {
    logInAs(0);
    const seen = platform();
    renderAt('/m/message', <MessageCenter />);
    expect(screen.getByRole('heading', { name: 'Message center' })).toBeInTheDocument();
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(row(/Announcements/)).toHaveAttribute('href', '/m/notice');
    expect(row(/Announcements/)).toHaveAccessibleName(/Announcements.*3 unread/);
    expect(row(/Inbox/)).toHaveAttribute('href', '/m/webEmail');
    expect(row(/Inbox/)).toHaveAccessibleName(/Inbox.*2 unread/);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.member-row__label')?.textContent)).toEqual([
      'Telegram Support',
      'Telegram VIP Desk',
      'Announcements',
      'Inbox',
      'Live chat',
      'Affiliate service',
    ]);
    expect(seen.find((r) => r.url === '/wps/announcements/unread')?.params).toMatchObject({
      types: 'A,PL',
      language: 'EN',
    });
  });

  it('caps badges above 99 at 99+', async () => {
    logInAs(0);
    platform({ notices: () => ok({ unread: 100 }), inbox: () => ok({ unread: 99 }) });
    renderAt('/m/message', <MessageCenter />);
    expect(await screen.findByText('99+ unread')).toBeInTheDocument();
    expect(within(row(/Announcements/)).getByText('99+')).toBeInTheDocument();
    expect(within(row(/Inbox/)).getByText('99')).toBeInTheDocument();
  });

  it('shows no badge when a count fails, silently', async () => {
    logInAs(0);
    const seen = platform({ notices: () => fail(500, 'INTERNAL', 'unknown_error') });
    renderAt('/m/message', <MessageCenter />);
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(3)); // notices, inbox, live chat
    expect(within(row(/Announcements/)).queryByText(/unread/)).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('shows live chat only when CBS3 is on', async () => {
    logInAs(0);
    setStatus({ customerService: CHANNELS, whitelabel: { CBS3: false } });
    const seen = platform();
    renderAt('/m/message', <MessageCenter />);
    await screen.findByText('3 unread');
    expect(screen.queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
    expect(seen.map((r) => r.url)).not.toContain('/wps/chat/unread');
  });

  it('opens Telegram outside the site, and the platform chat in this tab for members', async () => {
    logInAs(0);
    const seen = platform();
    renderAt('/m/message', <MessageCenter />);
    const user = userEvent.setup();
    await user.click(action(/Telegram VIP Desk/));
    expect(opened).toHaveBeenLastCalledWith('https://t.me/vip', '_blank', 'noopener');
    await user.click(action(/Live chat/));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/m/liveChat?ticket=${'T'.repeat(43)}`,
      ),
    );
    expect(opened).toHaveBeenCalledTimes(1);
    expect(seen.find((r) => r.url === '/wps/chat/launch')?.params).toEqual({
      b2c: '1',
      language: 'EN',
      backUrl: '/m/message',
    });
  });

  it("shows support's unread chat answers on the live chat row (99+ above 99)", async () => {
    logInAs(0);
    platform({ chat: () => ok({ unReadCount: 120, totalUnreadCount: 120 }) });
    renderAt('/m/message', <MessageCenter />);
    expect(await screen.findByText('99+ unread')).toBeInTheDocument();
    expect(action(/Live chat/)).toHaveAccessibleName(/Live chat.*99\+ unread/);
  });

  it('a failed chat count shows no badge and no message (unread errors are silent)', async () => {
    logInAs(0);
    platform({ chat: () => fail(500, 'INTERNAL', 'unknown_error') });
    renderAt('/m/message', <MessageCenter />);
    await screen.findByText('3 unread');
    expect(action(/Live chat/)).not.toHaveAccessibleName(/unread/);
    expect(toasts()).toEqual([]);
  });

  it('opens nothing for channel paths the safe-URL rule refuses', async () => {
    setStatus({
      customerService: [
        { csType: 'LIVECHAT', title: 'Live Chat 24/7', path: 'javascript:alert(document.cookie)' },
        {
          csType: 'TELEGRAM',
          title: 'Telegram Support',
          path: ' data:text/html,<script>x</script>',
        },
      ],
      whitelabel: { CBS3: true, REFERRAL3: true },
    });
    logInAs(0);
    platform();
    renderAt('/m/message', <MessageCenter />);
    const user = userEvent.setup();
    await user.click(action(/Telegram Support/));
    await user.click(action(/Live chat/));
    expect(opened).not.toHaveBeenCalled();
  });

  it('refuses trial users the inbox and live chat (free_reject, 2 s) but opens Telegram', async () => {
    logInAs(4);
    const seen = platform();
    renderAt('/m/message', <MessageCenter />);
    const user = userEvent.setup();
    await user.click(row(/Inbox/));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/message');
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'error', durationMs: 2000 })]);
    const first = toasts()[0]!.id;
    await user.click(action(/Live chat/));
    expect(opened).not.toHaveBeenCalled();
    // refused again with the same words: the toast is shown anew, not stacked twice
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'error', durationMs: 2000 })]);
    expect(toasts()[0]!.id).not.toBe(first);
    await user.click(action(/Telegram Support/));
    expect(opened).toHaveBeenCalledWith('https://t.me/support', '_blank', 'noopener');
    expect(seen).toEqual([]);
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('sends visitors to login for the inbox, without asking for counts', async () => {
    const seen = platform();
    renderAt('/m/message', <MessageCenter />);
    const user = userEvent.setup();
    await user.click(row(/Inbox/));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(seen).toEqual([]);
  });

  it('sends visitors to login from live chat', async () => {
    platform();
    renderAt('/m/message', <MessageCenter />);
    await userEvent.setup().click(action(/Live chat/));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(opened).not.toHaveBeenCalled();
  });

  it('goes back home', async () => {
    platform();
    renderAt('/m/message', <MessageCenter />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  describe('affiliate service', () => {
    it('takes agents to the agent centre', async () => {
      logInAs(1);
      platform();
      renderAt('/m/message', <MessageCenter />);
      await userEvent.setup().click(action(/Affiliate service/));
      expect(screen.getByTestId('location')).toHaveTextContent('/m/agent');
    });

    it('takes members to the referral page when the referral promotion is on', async () => {
      logInAs(0);
      platform();
      renderAt('/m/message', <MessageCenter />);
      await userEvent.setup().click(action(/Affiliate service/));
      expect(screen.getByTestId('location')).toHaveTextContent('/m/inviteFriends');
    });

    it('says coming soon for 1 s otherwise', async () => {
      logInAs(0);
      setStatus({ customerService: CHANNELS, whitelabel: { REFERRAL3: false } });
      platform();
      renderAt('/m/message', <MessageCenter />);
      await userEvent.setup().click(action(/Affiliate service/));
      expect(await screen.findByText('coming soon')).toBeInTheDocument();
      expect(toasts()).toEqual([expect.objectContaining({ durationMs: 1000 })]);
      expect(screen.getByTestId('location')).toHaveTextContent('/m/message');
    });

    it('sends visitors to login', async () => {
      platform();
      renderAt('/m/message', <MessageCenter />);
      await userEvent.setup().click(action(/Affiliate service/));
      expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    });
  });
});
