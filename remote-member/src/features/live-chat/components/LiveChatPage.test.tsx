import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@lobby/platform-api/contract';
import {
  fail,
  fakeApi,
  initTestI18n,
  logInAs,
  ok,
  renderAt,
  resetStores,
  setStatus,
  type FakeReply,
  type FakeRequest,
} from '@lobby/shared/testing';
import { LiveChatPage } from './LiveChatPage';

/** EventSource is not in jsdom: a stand-in the test pushes events through. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const TICKET = 'T'.repeat(43);
const message = (id: number, author: 'member' | 'operator', text: string): ChatMessage => ({
  id,
  conversationId: 1,
  author,
  text,
  createdAt: new Date(Date.UTC(2026, 10, 29, 8, id)).toISOString(),
});
const HISTORY = [message(1, 'member', 'My deposit is missing'), message(2, 'operator', 'Checking')];

function platform(
  replies: {
    thread?: () => FakeReply;
    send?: (request: FakeRequest) => FakeReply;
    launch?: () => FakeReply;
  } = {},
) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === '/wps/chat/messages') {
      return (
        replies.thread ??
        (() =>
          ok({
            conversationId: 1,
            status: 'OPEN',
            messages: HISTORY,
            operatorReadId: 1,
            unread: 1,
          }))
      )();
    }
    if (request.method === 'POST' && request.url === '/wps/chat/messages') {
      return (
        replies.send ??
        (() => ok(message(3, 'member', (request.body as { lines: string[] }).lines.join('\n'))))
      )(request);
    }
    if (request.url === '/wps/chat/read') return ok(true);
    if (request.url === '/wps/chat/launch') {
      const launched = () =>
        ok({ chatUrl: `/m/liveChat?ticket=${'N'.repeat(43)}&backUrl=%2Fm%2Fmessage` });
      return (replies.launch ?? launched)();
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

const at = (query: string) => renderAt(`/m/liveChat?${query}`, <LiveChatPage />);
const list = () => screen.getByRole('list', { name: 'Conversation with customer service' });

describe('live chat page', () => {
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => {
    resetStores();
    setStatus({ whitelabel: { CBS3: true } });
    FakeEventSource.opened = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  it('shows the history (own right, support left, times) and live answers, marking them read', async () => {
    logInAs(0);
    const seen = platform();
    at(`ticket=${TICKET}&backUrl=%2Fm%2Fmessage&title=Help%20desk`);
    expect(screen.getByRole('heading', { name: 'Help desk' })).toBeInTheDocument();
    const mine = await screen.findByText('My deposit is missing');
    expect(mine.closest('li')).toHaveClass('live-chat__message--mine');
    expect(screen.getByText('Checking').closest('li')).toHaveClass('live-chat__message--support');
    expect(within(list()).getAllByText(/^2026\/11\/29 \d\d:0[12]$/)).toHaveLength(2);
    expect(list()).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(seen.filter((r) => r.url === '/wps/chat/read')).toHaveLength(1));
    expect(seen.find((r) => r.url === '/wps/chat/read')?.body).toEqual({ upTo: 2 });
    expect(seen.find((r) => r.url === '/wps/chat/messages')?.headers?.['x-chat-ticket']).toBe(
      TICKET,
    );

    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe(`/wps/chat/events?ticket=${TICKET}&after=2`);
    act(() => stream!.emit('message', message(4, 'operator', 'Found it, credited now')));
    expect(await screen.findByText('Found it, credited now')).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.filter((r) => r.url === '/wps/chat/read').map((r) => r.body)).toEqual([
        { upTo: 2 },
        { upTo: 4 },
      ]),
    );
  });

  it('Enter sends the lines, Shift+Enter starts a new line; text stays as text', async () => {
    logInAs(0);
    const seen = platform();
    at(`ticket=${TICKET}`);
    await screen.findByText('Checking');
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, '<img src=x onerror=alert(1)>{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('<img src=x onerror=alert(1)>\nsecond line');
    await user.keyboard('{Enter}');
    const sent = seen.find((r) => r.method === 'POST' && r.url === '/wps/chat/messages');
    expect(sent?.body).toEqual({ lines: ['<img src=x onerror=alert(1)>', 'second line'] });
    expect(sent?.headers?.['x-chat-ticket']).toBe(TICKET);
    expect(await screen.findByText(/second line/)).toBeInTheDocument();
    expect(document.querySelector('.live-chat__messages img')).toBeNull();
    expect(box).toHaveValue('');
  });

  it('keeps the text and says why when sending is refused', async () => {
    logInAs(0);
    platform({ send: () => fail(429, 'RATE_LIMITED', 'rate_limited') });
    at(`ticket=${TICKET}`);
    await screen.findByText('Checking');
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try again later',
    );
    expect(box).toHaveValue('hello');
  });

  it('an expired ticket offers to open the chat again, which launches a new one', async () => {
    logInAs(0);
    const seen = platform({
      thread: () => fail(403, 'CHAT_TICKET_INVALID', 'chat_ticket_invalid'),
    });
    at(`ticket=${TICKET}&backUrl=%2Fm%2Fmessage`);
    expect(
      await screen.findByText('This chat has expired, please open it again'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the chat again' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`ticket=${'N'.repeat(43)}`),
    );
    expect(seen.find((r) => r.url === '/wps/chat/launch')?.params).toMatchObject({
      b2c: '1',
      language: 'EN',
      backUrl: '/m/message',
    });
  });

  it('an empty chat invites a first message; the stream starts from the beginning', async () => {
    logInAs(0);
    platform({
      thread: () =>
        ok({ conversationId: null, status: null, messages: [], operatorReadId: 0, unread: 0 }),
    });
    at(`ticket=${TICKET}`);
    expect(await screen.findByText(/Write to us here/)).toBeInTheDocument();
    expect(FakeEventSource.opened[0]?.url).toBe(`/wps/chat/events?ticket=${TICKET}&after=0`);
  });

  it('back goes to the launch backUrl, and home for anything but an /m/ path', async () => {
    logInAs(0);
    // (the stand-in router shows this page on every path: no launch there, so it stays put)
    platform({ launch: () => fail(404, 'NOT_FOUND', 'not_found') });
    const user = userEvent.setup();
    const first = at(`ticket=${TICKET}&backUrl=%2Fm%2Fmessage`);
    await screen.findByText('Checking');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/message');
    first.unmount();
    at(`ticket=${TICKET}&backUrl=https%3A%2F%2Fevil.test%2Fm%2F`);
    await screen.findByText('Checking');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/);
  });

  it('visitors go to login', () => {
    platform();
    at(`ticket=${TICKET}`);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });
});
