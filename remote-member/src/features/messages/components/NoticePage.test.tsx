import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  containingServerHtmlBox,
  fail,
  fakeApi,
  FULL_SCREEN_OVERLAY_HTML,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import { NoticePage } from './NoticePage';

const HOT = [
  {
    id: 1,
    title: 'Scheduled maintenance',
    content: '<p>Games pause on <b>Tuesday</b>.</p>',
    startDate: '2024-01-01',
    read: false,
  },
  {
    id: 2,
    title: 'New games every week',
    content:
      '<p onclick="steal()">Discover <a href="/m/rng">new slots</a>.</p><script>window.hacked = true</script>',
    startDate: '2024-02-01',
    read: true,
  },
];
const PLAYER = [
  {
    id: 7,
    title: 'Withdrawal times',
    content: '<table><tr><td>Bank</td><td>5 min</td></tr></table>',
    startDate: '2024-03-05',
    read: false,
  },
];

function platform(list: () => FakeReply = () => ok({ hot: HOT, player: PLAYER })) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === '/wps/announcements') return list();
    if (request.method === 'POST' && /^\/wps\/announcements\/\d+\/read$/.test(request.url)) {
      return ok(true);
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

const markCalls = (seen: { method: string; url: string }[]) =>
  seen.filter((request) => request.method === 'POST').map((request) => request.url);
const notice = (name: RegExp) => screen.getByRole('button', { name });

describe('notice screen', () => {
  beforeAll(() => initTestI18n(['common', 'member']));
  beforeEach(() => {
    resetStores();
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('shows a loading state, then the site notices followed by the player notices', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const seen = platform(() => new Promise((resolve) => (answer = resolve as never)));
    renderAt('/m/notice', <NoticePage />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.params).toMatchObject({ types: 'A,PL', language: 'EN' });
    answer(ok({ hot: HOT, player: PLAYER }));
    expect(screen.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    await screen.findByText('Scheduled maintenance');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles.map((button) => button.textContent)).toEqual([
      'Scheduled maintenance',
      'New games every week',
      'Withdrawal times',
    ]);
    expect(screen.getByText('2024/01/01')).toBeInTheDocument();
  });

  it('shows collapsed notices as plain text and an expanded one as sanitized HTML', async () => {
    platform();
    renderAt('/m/notice', <NoticePage />);
    const excerpt = await screen.findByText('Games pause on Tuesday.');
    expect(excerpt.querySelector('b')).toBeNull();
    expect(screen.getByText('Bank 5 min')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(notice(/New games every week/));
    expect(notice(/New games every week/)).toHaveAttribute('aria-expanded', 'true');
    const link = await screen.findByRole('link', { name: 'new slots' });
    expect(link).toHaveAttribute('href', '/m/rng');
    expect(link.closest('p')).not.toHaveAttribute('onclick');
    expect(document.querySelector('.member-message script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    await user.click(notice(/New games every week/));
    expect(notice(/New games every week/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'new slots' })).not.toBeInTheDocument();
  });

  it('opens the notice the index query names, scrolls to it and marks it read', async () => {
    logInAs(0);
    const seen = platform();
    renderAt('/m/notice?index=2', <NoticePage />);
    const target = await screen.findByRole('button', { name: /Withdrawal times/ });
    expect(target).toHaveAttribute('aria-expanded', 'true');
    expect(notice(/Scheduled maintenance/)).toHaveAttribute('aria-expanded', 'false');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(
      target.closest('li'),
    );
    await waitFor(() => expect(markCalls(seen)).toEqual(['/wps/announcements/7/read']));
    expect(within(target).queryByText('New')).not.toBeInTheDocument();
  });

  it('ignores an index outside the list', async () => {
    platform();
    renderAt('/m/notice?index=9', <NoticePage />);
    await screen.findByText('Withdrawal times');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('marks a member’s unread notice read when expanded, once', async () => {
    logInAs(0);
    const seen = platform();
    renderAt('/m/notice', <NoticePage />);
    const first = await screen.findByRole('button', { name: /Scheduled maintenance/ });
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(notice(/New games every week/)).queryByText('New')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(first);
    await waitFor(() => expect(markCalls(seen)).toEqual(['/wps/announcements/1/read']));
    expect(within(first).queryByText('New')).not.toBeInTheDocument();
    await user.click(first);
    await user.click(first);
    await user.click(notice(/New games every week/));
    expect(markCalls(seen)).toEqual(['/wps/announcements/1/read']);
  });

  it.each([
    ['visitors', null],
    ['trial users', 4 as const],
  ])('never marks notices read for %s and shows no new marks', async (_who, type) => {
    if (type !== null) logInAs(type);
    const seen = platform();
    renderAt('/m/notice?index=0', <NoticePage />);
    const first = await screen.findByRole('button', { name: /Scheduled maintenance/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(notice(/Withdrawal times/));
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(markCalls(seen)).toEqual([]);
  });

  it('keeps an operator box with position:fixed inside the expanded notice', async () => {
    const covering = {
      ...HOT[0]!,
      id: 9,
      title: 'Covering notice',
      content: FULL_SCREEN_OVERLAY_HTML,
    };
    platform(() => ok({ hot: [covering], player: [] }));
    renderAt('/m/notice', <NoticePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Covering notice/ }));
    const box = containingServerHtmlBox(await screen.findByText('Covering box'));
    expect(box).toHaveClass('member-message__html');
  });

  it('follows a link to a page of the site inside the app', async () => {
    platform();
    renderAt('/m/notice?index=1', <NoticePage />);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'new slots' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/rng');
  });

  it('says there is no announcement when the list is empty', async () => {
    platform(() => ok({ hot: [], player: [] }));
    renderAt('/m/notice', <NoticePage />);
    expect(await screen.findByText('no announcement')).toBeInTheDocument();
  });

  it('shows an error with retry, and recovers', async () => {
    let calls = 0;
    platform(() =>
      ++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok({ hot: HOT, player: [] }),
    );
    renderAt('/m/notice', <NoticePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Announcements could not be loaded.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Scheduled maintenance')).toBeInTheDocument();
  });
});
