import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Participation, RewardCentre } from '@lobby/platform-api/contract';
import { paths, useToastStore } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  logInAs,
  resetStores,
  setStatus,
} from '@lobby/shared/testing';
import { RewardCentrePage } from './RewardCentrePage';

const base: Omit<Participation, 'id' | 'state' | 'title' | 'promotionId'> = {
  comment: null,
  imageCount: 0,
  rejectReason: null,
  bonus: null,
  turnoverRequired: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  issuedAt: null,
  claimedAt: null,
  endsAt: '2099-12-31T00:00:00.000Z',
};

const ALL: Participation[] = [
  { ...base, id: 5, promotionId: 7, title: 'VIP Birthday Gift', state: 'ISSUED', bonus: 88 },
  { ...base, id: 6, promotionId: 8, title: 'Weekend Jackpot Race', state: 'PROCESS' },
  {
    ...base,
    id: 7,
    promotionId: 9,
    title: 'Sports First Bet Insurance',
    state: 'REJECTED',
    comment: 'My first bet lost.',
    rejectReason: 'No settled sports bet was found in the period.',
  },
];
const TURNOVER = { required: 36, done: 20, remaining: 16 };

/** What the platform answers: the asked states' page, and every state's count. */
function answer(all: Participation[], params: Record<string, unknown>): RewardCentre {
  const states = String(params.states ?? '').split(',');
  const pageNo = Number(params.pageNo ?? 1);
  const pageSize = Number(params.pageSize ?? 20);
  const matching = all.filter((p) => states.includes(p.state));
  const counts: RewardCentre['counts'] = {};
  for (const p of all) counts[p.state] = (counts[p.state] ?? 0) + 1;
  return {
    list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(matching.length / pageSize),
    total: matching.length,
    counts,
    turnover: TURNOVER,
  };
}
const CENTRE = answer(ALL, { states: 'ISSUED' });

const renderPage = () =>
  renderAt(
    paths.rewardCenter,
    <Routes>
      <Route path={paths.rewardCenter} element={<RewardCentrePage />} />
      <Route path={paths.login} element={<p>login page</p>} />
      <Route path={paths.home} element={<p>home page</p>} />
    </Routes>,
  );

describe('reward centre', () => {
  beforeAll(() => initTestI18n(['common', 'promo']));
  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
    setStatus({ whitelabel: { REWCEN3: true } });
  });

  it('sends visitors to login and refuses trial users with the shared message', async () => {
    renderPage();
    expect(screen.getByText('login page')).toBeVisible();
    resetStores();
    setStatus({ whitelabel: { REWCEN3: true } });
    logInAs(4);
    renderPage();
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]?.message).toBe(
        'Please login an actual account to use this function',
      ),
    );
  });

  it('is closed when the brand turns REWCEN3 off', () => {
    logInAs(0);
    setStatus({ whitelabel: { REWCEN3: false } });
    fakeApi(() => ok(CENTRE));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reward center' })).toBeVisible();
    expect(screen.getByText(/does not have permission/)).toHaveAttribute('role', 'status');
  });

  it('lists participations by state with turnover, reasons and claim', async () => {
    logInAs(0);
    let claimed = false;
    const seen = fakeApi((request) => {
      if (request.method === 'POST' && request.url === '/wps/rewards/5/claim') {
        claimed = true;
        return ok({ ...ALL[0], state: 'CLAIMED' });
      }
      if (request.url === '/wps/rewards') {
        return ok(
          answer(
            claimed ? [{ ...ALL[0]!, state: 'CLAIMED' }, ...ALL.slice(1)] : ALL,
            request.params,
          ),
        );
      }
      if (request.url === '/wps/wallets/gcs') {
        return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 100 });
      }
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const turnover = await screen.findByRole('region', { name: 'Bets needed before withdrawing' });
    expect(turnover).toHaveTextContent('￥16.00');
    expect(within(turnover).getByRole('progressbar')).toHaveAttribute('value', '20');

    const tabs = screen.getByRole('tablist', { name: 'Rewards by state' });
    const toClaim = within(tabs).getByRole('tab', { name: 'To claim (1)' });
    expect(toClaim).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'VIP Birthday Gift' })).toHaveAttribute(
      'href',
      '/m/activityDetail?id=7',
    );
    expect(within(panel).getByText('￥88.00')).toBeVisible();
    await user.click(
      within(panel).getByRole('button', { name: 'Claim the bonus of VIP Birthday Gift' }),
    );
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.message).toBe('￥88.00 added to your balance'),
    );
    expect(seen.some((r) => r.method === 'POST' && r.url === '/wps/rewards/5/claim')).toBe(true);
    expect(await screen.findByRole('tab', { name: 'To claim (0)' })).toBeVisible();
    expect(screen.getByText('No bonus to claim right now.')).toBeVisible();

    // Keyboard: the arrow keys move between the tabs.
    screen.getByRole('tab', { name: 'To claim (0)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'In progress (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('In process')).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const rejected = screen.getByRole('tabpanel');
    expect(
      await within(rejected).findByText('No settled sports bet was found in the period.'),
    ).toBeVisible();
    expect(within(rejected).getByText('My first bet lost.')).toBeVisible();
  });

  it('says what could not load, with Retry', async () => {
    logInAs(0);
    let calls = 0;
    fakeApi(() => {
      calls += 1;
      return calls === 1
        ? fail(500, 'INTERNAL', 'unknown_error')
        : ok(answer(ALL, { states: 'ISSUED' }));
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your rewards could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'To claim (1)' })).toBeVisible();
  });

  it('pages a tab 20 at a time with the pager, keyboard too', async () => {
    logInAs(0);
    const closed = Array.from({ length: 23 }, (_, i) => ({
      ...base,
      id: 100 + i,
      promotionId: 200 + i,
      title: `Closed promotion ${i + 1}`,
      state: 'CLOSED' as const,
    }));
    const seen = fakeApi((request) => {
      if (request.url === '/wps/rewards') return ok(answer([...ALL, ...closed], request.params));
      if (request.url === '/wps/wallets/gcs') {
        return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 100 });
      }
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Closed (23)' }));
    expect(await screen.findByRole('link', { name: 'Closed promotion 20' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Closed promotion 21' })).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Closed promotion 23' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Closed promotion 1' })).toBeNull();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    const asked = seen.filter((r) => r.url === '/wps/rewards').map((r) => r.params);
    expect(asked.at(-1)).toMatchObject({ states: 'CLOSED', pageNo: 2, pageSize: 20 });
    // Another tab starts at its first page; the In progress tab holds one, so no pager.
    await user.click(screen.getByRole('tab', { name: 'In progress (1)' }));
    expect(await screen.findByText('In process')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(asked.length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.url === '/wps/rewards').at(-1)!.params).toMatchObject({
      states: 'APPLYING,PROCESS,JOINED',
      pageNo: 1,
    });
  });
});
