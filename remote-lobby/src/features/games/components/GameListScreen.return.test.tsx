import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared';
import { initTestI18n, fakeApi, fail, ok, type FakeRequest, renderAt } from '@lobby/shared/testing';
import { CATALOGUE, game } from '@/test/lobby-fixtures';
import { GameListRoute } from './GameListRoute';

// Issue 36 item 5: a visitor's game tap goes to login carrying the place and the game, and the
// game launches once login brings the member back.
beforeAll(() => initTestI18n(['common', 'lobby']));
afterEach(() => {
  useSessionStore.getState().clear();
  sessionStorage.clear();
});

const RNG = Array.from({ length: 5 }, (_, i) => game(i + 1, `Slot ${i + 1}`));

function platform() {
  return fakeApi((request: FakeRequest) => {
    if (request.url === '/wps/game/vendorGameTypes') return ok(CATALOGUE);
    if (request.url === '/wps/game/hot') return ok({ list: [] });
    if (request.url === '/wps/game/list') return ok({ games: RNG, pageNum: 1, totalPages: 1 });
    if (request.url === '/wps/game/favourite/ids') return ok({ list: [] });
    if (request.url === '/wps/game/launchGame') {
      return ok({ url: `/wps/play/slot?ticket=${String(request.params.nodeId)}`, kind: 'SLOT' });
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

const logIn = () =>
  useSessionStore.getState().setSession({
    token: 'T'.repeat(43),
    merchantCode: 'LOBBY01',
    userName: 'demo',
    type: 0,
    firstTimeLogin: false,
  });

test('a visitor tapping a game goes to login with the list as next and the game as launch', async () => {
  platform();
  renderAt('/m/gameList?gameType=RNG', <GameListRoute />);
  await userEvent.click(await screen.findByRole('button', { name: 'Slot 3' }));
  expect(screen.getByTestId('location')).toHaveTextContent(
    /^\/m\/login\?next=%2Fm%2FgameList%3FgameType%3DRNG&launch=3$/,
  );
});

test('a visitor opening a members-only tab by URL goes to login carrying that tab', async () => {
  platform();
  renderAt('/m/gameList?type=fav', <GameListRoute />);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/m\/login\?next=%2Fm%2FgameList%3Ftype%3Dfav$/,
    ),
  );
});

test('back from login, the remembered game launches once and launch leaves the address', async () => {
  platform();
  const visitor = renderAt('/m/gameList?gameType=RNG', <GameListRoute />);
  await userEvent.click(await screen.findByRole('button', { name: 'Slot 3' }));
  // The login screen signs in and returns here (remote-auth's tests cover that half).
  visitor.unmount();
  logIn();
  const seen = platform();
  renderAt('/m/gameList?gameType=RNG&launch=3', <GameListRoute />);
  expect(await screen.findByTitle('Slot 3')).toHaveAttribute('src', '/wps/play/slot?ticket=3');
  expect(seen.filter((r) => r.url === '/wps/game/launchGame')).toHaveLength(1);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/gameList\?gameType=RNG$/);
});

test('a launch id that is not the tapped game launches nothing', async () => {
  platform();
  const visitor = renderAt('/m/gameList?gameType=RNG', <GameListRoute />);
  await userEvent.click(await screen.findByRole('button', { name: 'Slot 3' }));
  visitor.unmount();
  logIn();
  const seen = platform();
  renderAt('/m/gameList?gameType=RNG&launch=4', <GameListRoute />);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/gameList\?gameType=RNG$/),
  );
  await screen.findByRole('button', { name: 'Slot 4' });
  expect(seen.some((r) => r.url === '/wps/game/launchGame')).toBe(false);
});
