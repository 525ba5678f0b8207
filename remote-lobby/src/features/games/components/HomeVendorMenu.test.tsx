import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared';
import { fail, fakeApi, initTestI18n, ok, renderAt, type FakeRequest } from '@lobby/shared/testing';
import { CATALOGUE, game } from '@/test/lobby-fixtures';
import HomeLobby from './HomeLobby';

beforeAll(() => initTestI18n(['common', 'lobby']));
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const PG_GAMES = Array.from({ length: 9 }, (_, i) => game(i + 1, `PG Slot ${i + 1}`));
const JDB_GAMES = [game(50, 'JDB Slot 1', 'RNG', 'JDB'), game(51, 'JDB Slot 2', 'RNG', 'JDB')];

function platform() {
  return fakeApi((request: FakeRequest) => {
    if (request.url === '/wps/game/vendorGameTypes') return ok(CATALOGUE);
    if (request.url === '/wps/game/hot') {
      const rng = request.params.gameType === 'RNG';
      return ok({ list: [game(rng ? 700 : 800, rng ? 'Hot Slot' : 'Hot Anything')] });
    }
    if (request.url === '/wps/game/list') {
      const byVendor: Record<string, typeof PG_GAMES> = { PG: PG_GAMES, JDB: JDB_GAMES };
      const games = byVendor[String(request.params.vassalage)] ?? [
        game(90, 'Bingo 1', 'RNG', 'YBG'),
      ];
      return ok({ games, pageNum: 1, totalPages: 1, total: games.length });
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

async function openSlots() {
  const user = userEvent.setup();
  renderAt('/', <HomeLobby />);
  const entrance = await screen.findByRole('tablist', { name: 'Game categories' });
  await user.click(within(entrance).getByRole('tab', { name: 'Slots' }));
  return { user, menu: screen.getByRole('tablist', { name: 'Game providers' }) };
}

test('a category shows the vendor menu: HOT, favourites, its vendors, view all (selected)', async () => {
  platform();
  const { menu } = await openSlots();
  const items = within(menu).getAllByRole('tab');
  expect(items.map((item) => item.textContent)).toEqual([
    'Hot',
    'My collection',
    'PG Soft',
    'JDB Gaming',
    'View all',
  ]);
  expect(within(menu).getByRole('tab', { name: 'View all' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('button', { name: 'Next providers' })).toBeInTheDocument();
  // View all: the vendor list and the category's hot games.
  expect(screen.getByRole('list', { name: 'Game providers' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Hot Slot' })).toBeInTheDocument();
});

test("a vendor shows six of its games, its colour icon turns white, and 'more' opens its list", async () => {
  const seen = platform();
  const { user, menu } = await openSlots();
  await user.click(within(menu).getByRole('tab', { name: 'PG Soft' }));
  const strip = await screen.findByRole('region', { name: 'PG Soft' });
  expect(
    within(strip)
      .getAllByRole('button')
      .map((tile) => tile.textContent),
  ).toEqual(PG_GAMES.slice(0, 6).map((g) => g.gameName));
  expect(within(strip).getByRole('link', { name: 'More' })).toHaveAttribute(
    'href',
    '/m/gameList?gameType=RNG&vassalage=PG',
  );
  expect(within(menu).getByRole('tab', { name: 'PG Soft' }).querySelector('img')).toHaveAttribute(
    'src',
    '/wps/img/vendor/PG.svg?variant=white',
  );
  expect(
    within(menu).getByRole('tab', { name: 'JDB Gaming' }).querySelector('img'),
  ).toHaveAttribute('src', '/wps/img/vendor/JDB.svg?variant=color');
  expect(seen.find((r) => r.url === '/wps/game/list')?.params).toMatchObject({
    gameType: 'RNG',
    vassalage: 'PG',
    pageNo: '1',
    pageSize: '24',
    platform: 'html5',
  });
  expect(screen.queryByRole('list', { name: 'Game providers' })).not.toBeInTheDocument();
});

test("a vendor with six games or fewer has no 'more'; its tiles launch (visitors to login)", async () => {
  platform();
  const { user, menu } = await openSlots();
  await user.click(within(menu).getByRole('tab', { name: 'JDB Gaming' }));
  const strip = await screen.findByRole('region', { name: 'JDB Gaming' });
  expect(within(strip).getAllByRole('button')).toHaveLength(2);
  expect(within(strip).queryByRole('link', { name: 'More' })).not.toBeInTheDocument();
  await user.click(within(strip).getByRole('button', { name: 'JDB Slot 1' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
});

test("HOT shows the category's hot games; view all brings the vendor list back", async () => {
  const seen = platform();
  const { user, menu } = await openSlots();
  await user.click(within(menu).getByRole('tab', { name: 'Hot' }));
  expect(await screen.findByRole('button', { name: 'Hot Slot' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Game providers' })).not.toBeInTheDocument();
  expect(seen.filter((r) => r.url === '/wps/game/hot').map((r) => r.params.gameType)).toContain(
    'RNG',
  );
  await user.click(within(menu).getByRole('tab', { name: 'View all' }));
  expect(screen.getByRole('list', { name: 'Game providers' })).toBeInTheDocument();
});

test('favourites: visitors go to /m/login, members to the favourites of the game list', async () => {
  platform();
  const visitor = await openSlots();
  await visitor.user.click(within(visitor.menu).getByRole('tab', { name: 'My collection' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  cleanup();
  logIn();
  const member = await openSlots();
  await member.user.click(within(member.menu).getByRole('tab', { name: 'My collection' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList?gameType=RNG&type=fav');
});

test('bingo vendors list RNG games classified BG', async () => {
  const seen = platform();
  const user = userEvent.setup();
  renderAt('/', <HomeLobby />);
  const entrance = await screen.findByRole('tablist', { name: 'Game categories' });
  await user.click(within(entrance).getByRole('tab', { name: 'Bingo' }));
  const menu = screen.getByRole('tablist', { name: 'Game providers' });
  await user.click(within(menu).getByRole('tab', { name: 'YB Bingo' }));
  expect(await screen.findByRole('button', { name: 'Bingo 1' })).toBeInTheDocument();
  expect(seen.find((r) => r.url === '/wps/game/list')?.params).toMatchObject({
    gameType: 'RNG',
    gameClassify: 'BG',
    vassalage: 'YBG',
  });
});

test('a choice brings the lobby back into view only when scrolled past its top', async () => {
  platform();
  const scrollIntoView = jest.fn();
  const { user, menu } = await openSlots();
  const lobby = screen.getByRole('region', { name: 'Game lobby' });
  lobby.scrollIntoView = scrollIntoView;
  await user.click(within(menu).getByRole('tab', { name: 'JDB Gaming' }));
  expect(scrollIntoView).not.toHaveBeenCalled();
  lobby.getBoundingClientRect = () => ({ top: -120 }) as DOMRect;
  await user.click(within(menu).getByRole('tab', { name: 'PG Soft' }));
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});
