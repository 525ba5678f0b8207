import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths, useSessionStore } from '@lobby/shared';
import {
  fail,
  fakeEndpoints,
  initTestI18n,
  renderAt,
  type EndpointFakes,
} from '@lobby/shared/testing';
import { CATALOGUE } from '@/test/lobby-fixtures';
import { LAST_DRAW, LOTTO_GAME, menuOf, NEAR, SETTING } from '@/test/lottery-bet-fixtures';
import { closePlaySession } from '../api/play-session';
import { StartLotteryScreen } from './StartLotteryScreen';
import { LottoH5Screen } from './LottoH5Screen';

beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));
afterEach(() => {
  useSessionStore.getState().clear();
  closePlaySession();
});

const renderScreen = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path={paths.startLottery} element={<StartLotteryScreen />} />
      <Route path={paths.lottoH5} element={<LottoH5Screen />} />
    </Routes>,
  );

const MEMBER_TOKEN = 'S'.repeat(43);
const PLAY_TOKEN = 'P'.repeat(43);
const logIn = () =>
  useSessionStore.getState().setSession({
    token: MEMBER_TOKEN,
    merchantCode: 'LOBBY01',
    userName: 'demo',
    type: 0,
    firstTimeLogin: false,
  });

function platform(overrides: EndpointFakes = {}) {
  return fakeEndpoints({
    'GET /wps/game/vendorGameTypes': () => CATALOGUE,
    'GET /wps/game/launchGame': () => ({
      url: '/m/lotto-h5/LOBBY01/trad/games/1201?ticket=TICKET&prize_mode=elott',
      kind: 'LOTTERY',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    }),
    'POST /lgw/session': () => ({
      playToken: PLAY_TOKEN,
      gameId: 7,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      balance: 1234.5,
      currencySymbol: '₱',
    }),
    'GET /lgw/customers/balance': () => ({ balance: 1234.5, currencySymbol: '₱' }),
    'GET /lgw/games': () => ({ serverTime: NEAR.serverTime, list: [LOTTO_GAME] }),
    'GET /lgw/numeros/near': () => ({ ...NEAR, serverTime: new Date().toISOString() }),
    'GET /lgw/draw/:gameId': () => ({ gameId: 7, family: 'LOTTO5D', list: [LAST_DRAW] }),
    'GET /lgw/live-models': () => ({ list: [] }),
    'GET /lgw/games/:gameId/play_menu': () => menuOf('LOTTO5D', 'ENTERTAINMENT'),
    'GET /lgw/games/:gameId/setting': () => SETTING,
    'GET /lgw/customers/series': () => ({ maxSeries: 1950, minSeries: 1700 }),
    ...overrides,
  });
}

test('launches with the member token, trades the ticket for a play token and shows the game', async () => {
  logIn();
  const seen = platform();
  renderScreen('/m/startLottery?mui=TCG&playType=trad&gameId=7&pageBack=1');
  expect(await screen.findByRole('heading', { name: 'TCG Lotto 5D 1 Min' })).toBeInTheDocument();
  expect(screen.getByText('₱1,234.50')).toBeInTheDocument();
  expect(screen.getByText('Draw 20261128-0721')).toBeInTheDocument();
  expect(screen.getByText('Last result (20261128-0719)')).toBeInTheDocument();
  const launch = seen.find((r) => r.url === '/wps/game/launchGame')!;
  expect(launch.params).toMatchObject({ nodeId: '7', prize_mode: 'elott' });
  expect(seen.find((r) => r.url === '/lgw/session')!.body).toEqual({ ticket: 'TICKET' });
  // Member calls of the page carry the play token, never the member token.
  const series = await waitFor(() => {
    const call = seen.find((r) => r.url === '/lgw/customers/series');
    expect(call).toBeDefined();
    return call!;
  });
  expect(series.headers['X-Play-Token']).toBe(PLAY_TOKEN);
  expect(JSON.stringify(series.headers)).not.toContain(MEMBER_TOKEN);
  await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
});

test('without pageBack the close hotspot goes to /m/game; a given prize mode picks the menu', async () => {
  logIn();
  const seen = platform({
    'GET /lgw/games/:gameId/play_menu': () => menuOf('LOTTO5D', 'TRADITION'),
  });
  renderScreen('/m/startLottery?mui=TCG&playType=trad&gameId=7&prize_mode=lott');
  await screen.findByRole('heading', { name: 'TCG Lotto 5D 1 Min' });
  expect(seen.find((r) => r.url === '/wps/game/launchGame')!.params.prize_mode).toBe('lott');
  await waitFor(() =>
    expect(seen.find((r) => r.url === '/lgw/games/7/play_menu')?.params.prizeMode).toBe('Lott'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/game');
});

test('a visitor goes to /m/login; a bad game id says so with the way back', async () => {
  platform();
  renderScreen('/m/startLottery?gameId=7');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  logIn();
  renderScreen('/m/startLottery?gameId=abc');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This game is not in the lottery list.',
  );
  expect(screen.getByRole('button', { name: 'Back to the lottery list' })).toBeInTheDocument();
});

test('lotto-h5 opens alone with a ticket; a spent ticket says the session ended', async () => {
  platform();
  const first = renderScreen('/m/lotto-h5/TCG/trad/games/7?ticket=TICKET&prize_mode=elott');
  expect(await screen.findByRole('heading', { name: 'TCG Lotto 5D 1 Min' })).toBeInTheDocument();
  first.unmount();
  closePlaySession();
  platform({ 'POST /lgw/session': () => fail(403, 'TICKET_INVALID', 'ticket_invalid') });
  renderScreen('/m/lotto-h5/TCG/trad/games/7?ticket=SPENT');
  expect(await screen.findByRole('alert')).toHaveTextContent('This game session has ended.');
  await userEvent.click(screen.getByRole('button', { name: 'Back to the lottery list' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/lottery');
});
