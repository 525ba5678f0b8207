import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SharedUiHost, useToastStore } from '@lobby/shared';
import {
  containingServerHtmlBox,
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import { InboxPage } from './InboxPage';
import { MessageCenter } from './MessageCenter';

const message = (id: number, title: string, read: boolean, content = `<p>${title} body</p>`) => ({
  id,
  title,
  content,
  createdAt: `2024-05-${String(10 + id).padStart(2, '0')}T08:00:00.000Z`,
  read,
});

const FIRST_PAGE = {
  list: [
    message(
      5,
      'Security reminder',
      false,
      '<p onclick="steal()">Never share your <b>password</b>.</p><script>window.hacked = true</script>',
    ),
    message(4, 'Weekly cashback credited', false),
    message(3, 'You reached VIP 1', false),
    message(2, 'Deposit received', true),
  ],
  pageNum: 1,
  totalPages: 1,
  total: 4,
  unread: 3,
};

function platform(pages: (pageNo: number) => FakeReply = () => ok(FIRST_PAGE)) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === '/wps/inbox') {
      return pages(Number(request.params.pageNo));
    }
    if (request.method === 'POST' && /^\/wps\/inbox\/\d+\/read$/.test(request.url)) return ok(true);
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

const markCalls = (seen: { method: string; url: string }[]) =>
  seen.filter((request) => request.method === 'POST').map((request) => request.url);
const toggle = (name: RegExp) => screen.getByRole('button', { name });
const heading = () => screen.getByRole('heading', { level: 1 });
const toasts = () => useToastStore.getState().toasts;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The inbox opened from the message center, so "back" has somewhere to go. */
function renderFromMessageCenter() {
  return render(
    <MemoryRouter initialEntries={['/m/message', '/m/webEmail']} initialIndex={1}>
      <Routes>
        <Route path="/m/message" element={<MessageCenter />} />
        <Route path="/m/webEmail" element={<InboxPage />} />
      </Routes>
      <Where />
      <SharedUiHost />
    </MemoryRouter>,
  );
}

/** The inbox at its route only, as App has it: after a redirect nothing of it stays on screen. */
const INBOX = (
  <Routes>
    <Route path="/m/webEmail" element={<InboxPage />} />
  </Routes>
);

describe('inbox', () => {
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
  });

  it('sends visitors to login', () => {
    const seen = platform();
    renderAt('/m/webEmail', INBOX);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(seen).toEqual([]);
  });

  it('refuses trial users (free_reject for 2 s) and goes back, without asking the server', async () => {
    logInAs(4);
    const seen = platform();
    renderFromMessageCenter();
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'error', durationMs: 2000 })]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/message'));
    expect(seen.filter((request) => request.url === '/wps/inbox')).toEqual([]);
  });

  it('opened first by a trial user: free_reject shows on the inbox for 2 s, then home', async () => {
    jest.useFakeTimers();
    try {
      logInAs(4);
      const seen = platform();
      renderAt('/m/webEmail', INBOX);
      expect(
        await screen.findByText('Please login an actual account to use this function'),
      ).toBeInTheDocument();
      expect(toasts()).toEqual([expect.objectContaining({ kind: 'error', durationMs: 2000 })]);
      // The refusal is seen on the inbox screen, not while home loads.
      act(() => jest.advanceTimersByTime(1900));
      expect(screen.getByTestId('location')).toHaveTextContent('/m/webEmail');
      expect(heading()).toHaveTextContent('Inbox');
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
      expect(toasts()).toHaveLength(0);
      expect(seen.filter((request) => request.url === '/wps/inbox')).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses when the server says the account is a trial account', async () => {
    logInAs(0);
    platform(() => fail(403, 'TRIAL_REJECTED', 'free_reject'));
    renderFromMessageCenter();
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/message'));
  });

  it("asks for the page in the reader's language (the platform's security notices follow it)", async () => {
    logInAs(0);
    const seen = platform();
    renderAt('/m/webEmail', INBOX);
    await screen.findByText('Deposit received');
    expect(seen.find((request) => request.url === '/wps/inbox')?.params).toMatchObject({
      pageNo: '1',
      language: 'EN',
    });
  });

  it('shows a loading state, then the messages with unread marks and the unread count', async () => {
    logInAs(0);
    let answer: (reply: FakeReply) => void = () => undefined;
    const seen = platform(() => new Promise((resolve) => (answer = resolve as never)));
    renderAt('/m/webEmail', INBOX);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
    answer(ok(FIRST_PAGE));
    await screen.findByText('Deposit received');
    expect(heading()).toHaveAccessibleName('Inbox 3 unread');
    expect(within(toggle(/Security reminder/)).getByText('New')).toBeInTheDocument();
    expect(within(toggle(/Deposit received/)).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(3);
    expect(screen.getByText('2024/05/15')).toBeInTheDocument();
  });

  it('opens a message as sanitized HTML and marks it read once', async () => {
    logInAs(0);
    const seen = platform();
    renderAt('/m/webEmail', INBOX);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Security reminder/ }));
    expect(toggle(/Security reminder/)).toHaveAttribute('aria-expanded', 'true');
    const strong = await screen.findByText('password');
    expect(strong.tagName).toBe('B');
    expect(strong.closest('p')).not.toHaveAttribute('onclick');
    // shown in the box that contains operator positioned boxes (no cover over the app)
    expect(containingServerHtmlBox(strong)).toHaveClass('member-message__html');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await waitFor(() => expect(markCalls(seen)).toEqual(['/wps/inbox/5/read']));
    expect(within(toggle(/Security reminder/)).queryByText('New')).not.toBeInTheDocument();
    expect(heading()).toHaveAccessibleName('Inbox 2 unread');

    await user.click(toggle(/Weekly cashback credited/));
    expect(toggle(/Security reminder/)).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle(/Security reminder/));
    await user.click(toggle(/Deposit received/));
    await waitFor(() =>
      expect(markCalls(seen)).toEqual(['/wps/inbox/5/read', '/wps/inbox/4/read']),
    );
    expect(heading()).toHaveAccessibleName('Inbox 1 unread');
  });

  it('says when there are no messages', async () => {
    logInAs(0);
    platform(() => ok({ list: [], pageNum: 1, totalPages: 0, total: 0, unread: 0 }));
    renderAt('/m/webEmail', INBOX);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(heading()).toHaveAccessibleName('Inbox');
  });

  it('shows an error with retry, and recovers', async () => {
    logInAs(0);
    let calls = 0;
    platform(() => (++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok(FIRST_PAGE)));
    renderAt('/m/webEmail', INBOX);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your messages could not be loaded.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deposit received')).toBeInTheDocument();
  });

  it('loads more pages below the first', async () => {
    logInAs(0);
    const seen = platform((pageNo) =>
      pageNo === 1
        ? ok({ ...FIRST_PAGE, totalPages: 2, total: 5 })
        : ok({
            ...FIRST_PAGE,
            list: [message(1, 'Welcome to Lobby', true)],
            pageNum: 2,
            totalPages: 2,
          }),
    );
    renderAt('/m/webEmail', INBOX);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Welcome to Lobby')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(seen.map((request) => request.params.pageNo)).toEqual(['1', '2']);
    expect(seen[1]!.params.pageSize).toBe('20');
  });
});
