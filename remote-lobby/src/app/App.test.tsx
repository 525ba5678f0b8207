import { cleanup, screen } from '@testing-library/react';
import { lottoH5Path, paths, useSessionStore } from '@lobby/shared';
import { fail, fakeApi, initTestI18n, ok, renderAt } from '@lobby/shared/testing';
import { CATALOGUE } from '@/test/lobby-fixtures';
import App, { GAME_LIST_PATHS } from './App';

// The screens' own tests render them directly; this one shows which route opens which screen.
beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));
beforeEach(() => {
  useSessionStore.getState().setSession({
    token: 'T'.repeat(43),
    merchantCode: 'LOBBY01',
    userName: 'demo',
    type: 0,
    firstTimeLogin: false,
  });
  fakeApi((request) => {
    if (request.url === '/wps/game/vendorGameTypes') return ok(CATALOGUE);
    if (request.url === '/wps/game/hot') return ok({ list: [] });
    if (request.url === '/wps/game/list') return ok({ games: [], pageNum: 1, totalPages: 0 });
    if (request.url === '/wps/lottery/menu') return ok({ menu: [] });
    if (request.url === '/wps/lottery/list') return ok({ list: [] });
    return fail(404, 'NOT_FOUND', 'not_found');
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

test.each(GAME_LIST_PATHS)('%s opens the game list', async (path) => {
  renderAt(path, <App />);
  expect(screen.getByRole('searchbox', { name: 'Search games by name' })).toBeInTheDocument();
  expect(await screen.findByText(/no data/i)).toBeInTheDocument();
});

test('/m/lottery opens the lottery list', async () => {
  renderAt(paths.lottery, <App />);
  expect(await screen.findByRole('heading', { name: 'Lottery' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close the lottery' })).not.toBeInTheDocument();
});

test.each([`${paths.startLottery}?gameId=7`, lottoH5Path('TCG', 'trad', '7')])(
  '%s opens the lottery game page (loaded on demand)',
  async (path) => {
    renderAt(path, <App />);
    // The launch (or, without a ticket, the play session) is refused by the fake platform: the
    // page says so, with the way back.
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the lottery list' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  },
);
