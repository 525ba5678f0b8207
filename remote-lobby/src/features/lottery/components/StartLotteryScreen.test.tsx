import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths, useSessionStore } from '@lobby/shared';
import { initTestI18n, fakeApi, fail, ok, renderAt } from '@lobby/shared/testing';
import { CATALOGUE } from '@/test/lobby-fixtures';
import { StartLotteryScreen } from './StartLotteryScreen';

beforeAll(() => initTestI18n(['common', 'lobby']));
afterEach(() => useSessionStore.getState().clear());

/** The screen on its route only, as the app's routes have it (a redirect leaves the screen). */
const renderScreen = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path={paths.startLottery} element={<StartLotteryScreen />} />
    </Routes>,
  );

const TOKEN = 'S'.repeat(43);
const logIn = () =>
  useSessionStore.getState().setSession({
    token: TOKEN,
    merchantCode: 'LOBBY01',
    userName: 'demo',
    type: 0,
    firstTimeLogin: false,
  });

function platform() {
  return fakeApi((request) => {
    if (request.url === '/wps/game/vendorGameTypes') return ok(CATALOGUE);
    if (request.url === '/wps/game/launchGame')
      return ok({ url: '/wps/play/lottery?ticket=TICKET&prize_mode=elott', kind: 'LOTTERY' });
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

test('embeds the lottery page with a ticket, mui, playType, prize mode and merchant css — never the token', async () => {
  logIn();
  const seen = platform();
  renderScreen('/m/startLottery?mui=TCG&playType=trad&gameId=7&pageBack=1');
  const frame = await screen.findByTitle('Lottery');
  const src = new URL(frame.getAttribute('src')!, 'http://x');
  expect(src.pathname).toBe('/wps/play/lottery');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    ticket: 'TICKET',
    mui: 'TCG',
    playType: 'trad',
    gameId: '7',
    prize_mode: 'elott',
    css: 'LOBBY01.css',
    merchantCode: 'LOBBY01',
  });
  expect(frame.getAttribute('src')).not.toContain(TOKEN);
  expect(seen.find((r) => r.url === '/wps/game/launchGame')!.params).toMatchObject({
    nodeId: '7',
    prize_mode: 'elott',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
});

test('without pageBack the close hotspot goes to /m/game; a given prize mode is kept', async () => {
  logIn();
  const seen = platform();
  renderScreen('/m/startLottery?mui=TCG&playType=trad&gameId=7&prize_mode=lott');
  await screen.findByTitle('Lottery');
  expect(seen.find((r) => r.url === '/wps/game/launchGame')!.params.prize_mode).toBe('lott');
  await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/game');
});

test('a visitor goes to /m/login; a bad game id says so', async () => {
  platform();
  renderScreen('/m/startLottery?gameId=7');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  logIn();
  renderScreen('/m/startLottery?gameId=abc');
  expect(await screen.findByRole('alert')).toHaveTextContent('This lottery does not exist.');
});
