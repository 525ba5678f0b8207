import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralFriendPage, ReferralSummary } from '@lobby/platform-api/contract';
import { paths } from '@lobby/shared';
import { fakeApi, initTestI18n, ok, renderAt, logInAs, resetStores } from '@lobby/shared/testing';
import { InviteFriendsPage } from './InviteFriendsPage';

beforeAll(() => initTestI18n(['common', 'invite']));
afterEach(() => {
  resetStores();
  Reflect.deleteProperty(navigator, 'share');
});

const SUMMARY: ReferralSummary = {
  code: 'K7QX2M9P',
  registerPath: '/m/register?code=K7QX2M9P',
  rule: { enabled: true, reward: 20, minDeposit: 100 },
  invited: 2,
  rewarded: 1,
  totalReward: 20,
  currencySymbol: '￥',
};
const FRIENDS: ReferralFriendPage = {
  list: [
    {
      name: 'fr***2',
      registeredAt: '2026-03-02T10:00:00Z',
      deposited: false,
      reward: null,
      rewardedAt: null,
    },
    {
      name: 'fr***1',
      registeredAt: '2026-03-01T10:00:00Z',
      deposited: true,
      reward: 20,
      rewardedAt: '2026-03-01T12:00:00Z',
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 2,
};
const LINK = `${window.location.origin}/m/register?code=K7QX2M9P`;

function platform(summary = SUMMARY, friends = FRIENDS) {
  return fakeApi((request) =>
    request.url === '/wps/referral/friends' ? ok(friends) : ok(summary),
  );
}

test('visitors are sent to login', () => {
  platform();
  renderAt(paths.inviteFriends, <InviteFriendsPage />);
  expect(screen.getByTestId('location')).toHaveTextContent(paths.login);
});

test('the link, its QR code, the figures, the rule and the invited friends', async () => {
  logInAs(0);
  platform();
  renderAt(paths.inviteFriends, <InviteFriendsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(LINK);
  expect(screen.getByText('K7QX2M9P')).toBeInTheDocument();
  const qr = await screen.findByRole('img', { name: 'QR code of your invitation link' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
  expect(
    screen.getByText(
      'When your friend registers with it and makes a first deposit of at least ￥100.00, you receive ￥20.00.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Friends invited').nextSibling).toHaveTextContent('2');
  expect(await screen.findByText('Reward ￥20.00')).toBeInTheDocument();
  expect(screen.getByText('Waiting for a first deposit')).toBeInTheDocument();
});

test('copy puts the link on the clipboard; share uses the share sheet', async () => {
  logInAs(0);
  platform();
  const user = userEvent.setup();
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  renderAt(paths.inviteFriends, <InviteFriendsPage />);
  await user.click(await screen.findByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe(LINK);
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({
    title: 'Join me',
    text: 'Register with my invitation link:',
    url: LINK,
  });
});

test('without a share sheet, share copies the link', async () => {
  logInAs(0);
  platform();
  const user = userEvent.setup();
  renderAt(paths.inviteFriends, <InviteFriendsPage />);
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(LINK));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
});

test('no friends yet, and a paused rule', async () => {
  logInAs(0);
  platform(
    {
      ...SUMMARY,
      invited: 0,
      rewarded: 0,
      totalReward: 0,
      rule: { ...SUMMARY.rule, enabled: false },
    },
    { list: [], pageNum: 1, totalPages: 0, total: 0 },
  );
  renderAt(paths.inviteFriends, <InviteFriendsPage />);
  expect(await screen.findByText('Referral rewards are paused at the moment.')).toBeInTheDocument();
  expect(await screen.findByText('No friends invited yet.')).toBeInTheDocument();
});

test('an error offers Retry', async () => {
  logInAs(0);
  let calls = 0;
  fakeApi((request) => {
    if (request.url === '/wps/referral/friends') return ok(FRIENDS);
    calls += 1;
    return calls === 1 ? 'network-error' : ok(SUMMARY);
  });
  renderAt(paths.inviteFriends, <InviteFriendsPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toBeInTheDocument();
});

test('more than 20 friends: the pager shows the next page, with the keyboard', async () => {
  logInAs(0);
  const friend = (n: number) => ({
    name: `f***${n}`,
    registeredAt: '2026-03-01T10:00:00Z',
    deposited: false,
    reward: null,
    rewardedAt: null,
  });
  const seen = fakeApi((request) => {
    if (request.url !== '/wps/referral/friends') return ok(SUMMARY);
    const pageNo = Number(request.params.pageNo);
    const from = (pageNo - 1) * 20;
    const list = Array.from({ length: Math.min(20, 23 - from) }, (_, i) => friend(from + i + 1));
    return ok({ list, pageNum: pageNo, totalPages: 2, total: 23 });
  });
  renderAt(paths.inviteFriends, <InviteFriendsPage />);
  expect(await screen.findByText('f***20')).toBeInTheDocument();
  expect(screen.queryByText('f***21')).toBeNull();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  const next = screen.getByRole('button', { name: 'Next' });
  next.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('f***23')).toBeInTheDocument();
  expect(screen.queryByText('f***1')).toBeNull();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  const asked = seen.filter((r) => r.url === '/wps/referral/friends').map((r) => r.params);
  expect(asked).toEqual([
    { pageNo: 1, pageSize: 20 },
    { pageNo: 2, pageSize: 20 },
  ]);
});
