import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RedRainGrabPage, RedRainState } from '@lobby/platform-api/contract';
import { paths } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import { RED_RAIN_POLL_MS } from '../hooks/use-red-rain';
import { formatCountdown, roundPhase } from '../utils/round-phase';
import { RedRainPage } from './RedRainPage';

beforeAll(() => initTestI18n(['common', 'redrain']));
afterEach(() => resetStores());

const NOW = Date.parse('2026-03-01T10:00:10Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const OPEN: RedRainState = {
  now: at(0),
  current: { id: 7, startsAt: at(-10_000), endsAt: at(50_000), envelopesLeft: true, myGrab: null },
  next: { startsAt: at(3_590_000), endsAt: at(3_650_000) },
  currencySymbol: '￥',
};
const WAITING: RedRainState = {
  ...OPEN,
  current: null,
  next: { startsAt: at(125_000), endsAt: at(185_000) },
};
const NO_GRABS: RedRainGrabPage = { list: [], pageNum: 1, totalPages: 0, total: 0, totalAmount: 0 };

test('visitors are sent to login', () => {
  fakeApi(() => ok(WAITING));
  renderAt(paths.redRain, <RedRainPage />);
  expect(screen.getByTestId('location')).toHaveTextContent(paths.login);
});

test('between rounds: a countdown to the next round and an empty history', async () => {
  logInAs(0);
  fakeApi((request) => (request.url === '/wps/red-rain/grabs' ? ok(NO_GRABS) : ok(WAITING)));
  renderAt(paths.redRain, <RedRainPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Red envelope rain' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Next round in' })).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/^2:0[45]$/);
  expect(await screen.findByText('No red envelopes yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Red envelope 1/ })).not.toBeInTheDocument();
});

test('in an open round: tapping an envelope shows the prize, updates the balance and the history', async () => {
  logInAs(0);
  let grabbed = false;
  const seen = fakeApi((request) => {
    if (request.url === '/wps/red-rain/grab') {
      grabbed = true;
      return ok({ roundId: 7, amount: 12.34, balance: 112.34, duplicate: false });
    }
    if (request.url === '/wps/red-rain/grabs') {
      return ok(
        grabbed
          ? {
              list: [{ roundId: 7, amount: 12.34, grabbedAt: at(0) }],
              pageNum: 1,
              totalPages: 1,
              total: 1,
              totalAmount: 12.34,
            }
          : NO_GRABS,
      );
    }
    if (request.url === '/wps/wallets/gcs')
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 112.34 });
    return ok(OPEN);
  });
  renderAt(paths.redRain, <RedRainPage />);
  const envelopes = await screen.findAllByRole('button', { name: /^Red envelope \d+$/ });
  expect(envelopes).toHaveLength(10);
  await userEvent.click(envelopes[3]!);
  expect(await screen.findByRole('heading', { name: 'You got ￥12.34!' })).toBeInTheDocument();
  expect(screen.getByText('It has been added to your balance.')).toBeInTheDocument();
  expect(await screen.findByText('Total: ￥12.34')).toBeInTheDocument();
  expect(screen.getByText('Round 7')).toBeInTheDocument();
  const grab = seen.find((r) => r.url === '/wps/red-rain/grab');
  expect(grab?.body).toEqual({ roundId: 7 });
  await waitFor(() => expect(seen.some((r) => r.url === '/wps/wallets/gcs')).toBe(true));
  expect(screen.queryByRole('button', { name: /^Red envelope/ })).not.toBeInTheDocument();
});

test('envelopes are keyboard buttons; a round already emptied says so', async () => {
  logInAs(0);
  fakeApi((request) => {
    if (request.url === '/wps/red-rain/grab') return fail(409, 'RED_RAIN_EMPTY', 'red_rain_empty');
    if (request.url === '/wps/red-rain/grabs') return ok(NO_GRABS);
    return ok(OPEN);
  });
  renderAt(paths.redRain, <RedRainPage />);
  await screen.findAllByRole('button', { name: /^Red envelope \d+$/ });
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Red envelope 1' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(
    await screen.findByText('All red envelopes of this round have been taken'),
  ).toBeInTheDocument();
});

test('an error offers Retry', async () => {
  logInAs(0);
  let calls = 0;
  fakeApi((request) => {
    if (request.url === '/wps/red-rain/grabs') return ok(NO_GRABS);
    calls += 1;
    return calls === 1 ? 'network-error' : ok(WAITING);
  });
  renderAt(paths.redRain, <RedRainPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Next round in' })).toBeInTheDocument();
});

test('round phases and the countdown text', () => {
  expect(roundPhase(OPEN, NOW)).toMatchObject({ kind: 'open', roundId: 7 });
  expect(roundPhase(OPEN, NOW + 50_000)).toMatchObject({ kind: 'waiting', justEnded: true });
  expect(roundPhase({ ...WAITING, next: null }, NOW)).toEqual({
    kind: 'waiting',
    startsAt: null,
    justEnded: false,
  });
  expect(formatCountdown(65)).toBe('1:05');
  expect(formatCountdown(3725)).toBe('1:02:05');
  expect(formatCountdown(-3)).toBe('0:00');
});

test('more than 20 envelopes: the history pages with the pager, keyboard too', async () => {
  logInAs(0);
  const grab = (n: number) => ({ roundId: n, amount: 1, grabbedAt: at(-n * 3_600_000) });
  const seen = fakeApi((request) => {
    if (request.url !== '/wps/red-rain/grabs') return ok(WAITING);
    const pageNo = Number(request.params.pageNo);
    const from = (pageNo - 1) * 20;
    const list = Array.from({ length: Math.min(20, 22 - from) }, (_, i) => grab(from + i + 1));
    return ok({ list, pageNum: pageNo, totalPages: 2, total: 22, totalAmount: 22 });
  });
  renderAt(paths.redRain, <RedRainPage />);
  expect(await screen.findByText('Round 20')).toBeInTheDocument();
  expect(screen.queryByText('Round 21')).toBeNull();
  const next = screen.getByRole('button', { name: 'Next' });
  next.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Round 22')).toBeInTheDocument();
  expect(screen.queryByText('Round 1')).toBeNull();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(seen.filter((r) => r.url === '/wps/red-rain/grabs').map((r) => r.params.pageNo)).toEqual([
    1, 2,
  ]);
});

test('with no round open, a round an operator opens shows within 30 s, and on coming back to the page', async () => {
  jest.useFakeTimers();
  try {
    logInAs(0);
    let state: RedRainState = { ...WAITING, next: null };
    const seen = fakeApi((request) =>
      request.url === '/wps/red-rain/grabs' ? ok(NO_GRABS) : ok({ ...state, now: at(0) }),
    );
    const asked = () => seen.filter((request) => request.url === '/wps/red-rain').length;
    renderAt(paths.redRain, <RedRainPage />);
    await waitFor(() => expect(asked()).toBe(1));
    expect(screen.queryByRole('button', { name: /Red envelope 1/ })).not.toBeInTheDocument();

    state = OPEN;
    act(() => jest.advanceTimersByTime(RED_RAIN_POLL_MS));
    await waitFor(() => expect(asked()).toBe(2));
    expect(await screen.findByRole('button', { name: 'Red envelope 1' })).toBeInTheDocument();

    // An open round is not polled: its end is known.
    act(() => jest.advanceTimersByTime(RED_RAIN_POLL_MS));
    expect(asked()).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

test('coming back to the page asks again while no round is open', async () => {
  logInAs(0);
  const seen = fakeApi((request) =>
    request.url === '/wps/red-rain/grabs' ? ok(NO_GRABS) : ok({ ...WAITING, next: null }),
  );
  const asked = () => seen.filter((request) => request.url === '/wps/red-rain').length;
  renderAt(paths.redRain, <RedRainPage />);
  await waitFor(() => expect(asked()).toBe(1));
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await waitFor(() => expect(asked()).toBe(2));
});
