import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  initTestI18n,
  fail,
  fakeApi,
  ok,
  type FakeReply,
  type FakeRequest,
  renderAt,
} from '@lobby/shared/testing';
import { useSessionStore } from '@lobby/shared';
import type {
  Game,
  VendorCategory,
  VendorSummary as Vendor,
  VendorGameTypes,
} from '@lobby/platform-api/contract';
import HomeLobby from './HomeLobby';

const vendor = (vassalage: string, displayName: string, gameCategory: VendorCategory): Vendor => ({
  vassalage,
  displayName,
  gameCategory,
  iconUrl: `/wps/img/vendor/${vassalage}.svg?variant=color`,
  iconWhiteUrl: `/wps/img/vendor/${vassalage}.svg?variant=white`,
  gameCount: 12,
});

const game = (nodeId: number, name: string, gameType: VendorCategory, vassalage = 'PG'): Game => ({
  nodeId,
  vassalage,
  gameName: name,
  nodeName: name,
  displayName: name,
  showIcon: true,
  iconUrl: `/wps/img/game/${nodeId}.svg`,
  gameId: String(nodeId),
  gameType,
  mobileLargeIcon: '',
  roomId: null,
  supportPlay: true,
  gameClassifyNew: null,
  gameCode: String(nodeId),
  isGameH5: true,
  playType: 'trad',
  minBet: 0.1,
});

const CATALOGUE: VendorGameTypes = {
  categories: [
    {
      gameCategory: 'LIVE',
      vendors: [vendor('EVO', 'Evolution', 'LIVE'), vendor('SA', 'SA Gaming', 'LIVE')],
    },
    {
      gameCategory: 'RNG',
      vendors: [vendor('PG', 'PG Soft', 'RNG'), vendor('JILI', 'JILI', 'RNG')],
    },
    {
      gameCategory: 'SPORTS',
      vendors: [
        vendor('SABA', 'SABA Sports', 'SPORTS'),
        vendor('CMD', 'CMD368', 'SPORTS'),
        vendor('DS88', 'DS88 Sabong', 'SPORTS'),
      ],
    },
    {
      gameCategory: 'LOTT',
      vendors: [vendor('TCG', 'TCG Lottery', 'LOTT'), vendor('GPI', 'GPI', 'LOTT')],
    },
    { gameCategory: 'FISH', vendors: [] },
  ],
  sorting: [],
  mapping: { COCKFIGHT: ['DS88'] },
};

const HOT = [game(1, 'Mahjong Ways', 'RNG'), game(2, 'Baccarat A', 'LIVE', 'EVO')];
const RNG_HOT = Array.from({ length: 8 }, (_, index) =>
  game(100 + index, `Slot ${index + 1}`, 'RNG'),
);

function platform(overrides: Partial<Record<string, (request: FakeRequest) => FakeReply>> = {}) {
  return fakeApi((request) => {
    const override = overrides[request.url];
    if (override) return override(request);
    if (request.url === '/wps/game/vendorGameTypes') return ok(CATALOGUE);
    if (request.url === '/wps/game/hot') {
      return ok({ list: request.params.gameType === 'RNG' ? RNG_HOT : HOT });
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

describe('home game lobby', () => {
  beforeAll(() => initTestI18n(['common', 'lobby']));
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it('shows a fixed-size skeleton, then Hot and the categories in server order', async () => {
    const seen = platform();
    renderAt('/', <HomeLobby />);
    expect(screen.getAllByRole('status', { name: 'Loading games…' }).length).toBeGreaterThan(0);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Hot',
      'Live casino',
      'Slots',
      'Sports',
      'Cockfight',
      'Lottery',
      'Fishing',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(seen.find((request) => request.url === '/wps/game/vendorGameTypes')?.params).toEqual({
      typeId: '1',
    });
  });

  it('shows the hot games as tiles with icon and name', async () => {
    const seen = platform();
    renderAt('/', <HomeLobby />);
    const tile = await screen.findByRole('button', { name: 'Mahjong Ways' });
    expect(within(tile).getByRole('img', { name: 'Mahjong Ways' })).toHaveAttribute(
      'src',
      '/wps/img/game/1.svg',
    );
    expect(seen.find((request) => request.url === '/wps/game/hot')?.params).toMatchObject({
      isPlatform: '2',
      language: 'EN',
      platform: 'html5',
    });
  });

  it('a visitor choosing a hot game goes to /m/login without a launch', async () => {
    const seen = platform();
    renderAt('/', <HomeLobby />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mahjong Ways' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(seen.some((request) => request.url === '/wps/game/launchGame')).toBe(false);
  });

  it('a member choosing a hot game plays it in the page, and closing returns to the lobby', async () => {
    logIn();
    const seen = platform({
      '/wps/game/launchGame': () => ok({ url: '/wps/play/slot?ticket=abc', kind: 'SLOT' }),
    });
    renderAt('/', <HomeLobby />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mahjong Ways' }));
    expect(await screen.findByTitle('Mahjong Ways')).toHaveAttribute(
      'src',
      '/wps/play/slot?ticket=abc',
    );
    expect(seen.find((request) => request.url === '/wps/game/launchGame')?.params).toMatchObject({
      nodeId: '1',
      platform: 'html5',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(await screen.findByRole('button', { name: 'Mahjong Ways' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hot' })).toBeInTheDocument();
  });

  it('a member choosing a hot lottery game opens the start-lottery screen', async () => {
    logIn();
    platform({ '/wps/game/hot': () => ok({ list: [game(7, 'Fast 3', 'LOTT', 'TCG')] }) });
    renderAt('/', <HomeLobby />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fast 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/m/startLottery?gameId=7&playType=trad&mui=TCG&pageBack=1',
    );
  });

  it('switches to a category: vendor list linking to the game list, plus its hot games', async () => {
    const seen = platform();
    const user = userEvent.setup();
    renderAt('/', <HomeLobby />);
    await user.click(await screen.findByRole('tab', { name: 'Slots' }));
    const entrance = screen.getByRole('tablist', { name: 'Game categories' });
    expect(within(entrance).getByRole('tab', { name: 'Slots' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(entrance).getByRole('tab', { name: 'Hot' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const vendors = screen.getByRole('list', { name: 'Game providers' });
    const links = within(vendors).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/m/gameList?gameType=RNG&vassalage=PG',
      '/m/gameList?gameType=RNG&vassalage=JILI',
    ]);
    expect(within(vendors).getByRole('link', { name: 'PG Soft 12 games' })).toBeInTheDocument();
    expect(within(vendors).getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Slot 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slot 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG&type=hot',
    );
    expect(seen.some((request) => request.params.gameType === 'RNG')).toBe(true);
  });

  it('shows only the vendor list for categories without hot games', async () => {
    const seen = platform();
    const user = userEvent.setup();
    renderAt('/', <HomeLobby />);
    await user.click(await screen.findByRole('tab', { name: 'Live casino' }));
    expect(screen.getByRole('link', { name: /Evolution/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hot games' })).not.toBeInTheDocument();
    expect(seen.some((request) => request.params.gameType === 'LIVE')).toBe(false);
  });

  it('moves between tabs with the arrow keys', async () => {
    platform();
    const user = userEvent.setup();
    renderAt('/', <HomeLobby />);
    (await screen.findByRole('tab', { name: 'Hot' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveFocus();
  });

  it('shows empty states', async () => {
    platform({ '/wps/game/hot': () => ok({ list: [] }) });
    const user = userEvent.setup();
    renderAt('/', <HomeLobby />);
    expect(await screen.findByText('No hot games right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Fishing' }));
    expect(screen.getByText('No game providers in this category yet.')).toBeInTheDocument();
  });

  it('shows an error with retry when the catalogue fails, and recovers', async () => {
    let calls = 0;
    platform({
      '/wps/game/vendorGameTypes': () =>
        ++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok(CATALOGUE),
    });
    renderAt('/', <HomeLobby />);
    expect(await screen.findByText('The game lobby could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Slots' })).toBeInTheDocument();
  });

  it('retries hot games on their own', async () => {
    let calls = 0;
    platform({
      '/wps/game/hot': () =>
        ++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok({ list: HOT }),
    });
    renderAt('/', <HomeLobby />);
    expect(await screen.findByText('Hot games could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hot' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Mahjong Ways' })).toBeInTheDocument();
  });

  it('regroups cockfight after sports, and a single-vendor tab opens that vendor directly', async () => {
    platform();
    renderAt('/', <HomeLobby />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Hot',
      'Live casino',
      'Slots',
      'Sports',
      'Cockfight',
      'Lottery',
      'Fishing',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(screen.getByRole('link', { name: /SABA Sports/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /DS88/ })).not.toBeInTheDocument();
    // A visitor is asked to log in, as for any launch.
    await userEvent.click(screen.getByRole('tab', { name: 'Cockfight' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('a member choosing the single-vendor Cockfight tab plays that vendor at once', async () => {
    logIn();
    const seen = platform({
      '/wps/game/list': () =>
        ok({ games: [game(70, 'Sabong Arena', 'SPORTS', 'DS88')], pageNum: 1, totalPages: 4 }),
      '/wps/game/launchGame': () => ok({ url: '/wps/play/slot?ticket=fight', kind: 'SLOT' }),
    });
    renderAt('/', <HomeLobby />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Cockfight' }));
    expect(await screen.findByTitle('Sabong Arena')).toHaveAttribute(
      'src',
      '/wps/play/slot?ticket=fight',
    );
    // Cockfight is listed as SPORTS narrowed to its vendor (spec section 4).
    expect(seen.find((r) => r.url === '/wps/game/list')!.params).toMatchObject({
      gameType: 'SPORTS',
      vassalage: 'DS88',
      pageNo: '1',
    });
    expect(seen.find((r) => r.url === '/wps/game/launchGame')!.params).toMatchObject({
      nodeId: '70',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
