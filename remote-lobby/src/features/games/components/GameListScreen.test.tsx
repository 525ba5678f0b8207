import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useToastStore } from '@lobby/shared';
import { initTestI18n, fakeApi, fail, ok, type FakeRequest, renderAt } from '@lobby/shared/testing';
import { CATALOGUE, game, vendor } from '@/test/lobby-fixtures';
import { GameListRoute } from './GameListRoute';

beforeAll(() => initTestI18n(['common', 'lobby']));
afterEach(() => {
  useSessionStore.getState().clear();
  jest.useRealTimers();
});

const RNG = Array.from({ length: 25 }, (_, i) => game(i + 1, `Slot ${i + 1}`));

function platform(extra: (request: FakeRequest) => ReturnType<typeof ok> | null = () => null) {
  return fakeApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url === '/wps/game/vendorGameTypes') return ok(CATALOGUE);
    if (request.url === '/wps/game/hot') return ok({ list: [game(900, 'Hot Slot')] });
    if (request.url === '/wps/game/list') {
      const name = String(request.params.gameName ?? '');
      const games = name ? RNG.filter((g) => g.gameName.includes(name)) : RNG;
      return ok({ games, pageNum: 1, totalPages: name ? 1 : 3, total: games.length });
    }
    if (request.url === '/wps/game/favourite/ids') return ok({ list: [2] });
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

test("the path picks the type and the vendor tabs are that category's (bingo apart)", async () => {
  const seen = platform();
  renderAt('/m/rng', <GameListRoute />);
  expect(await screen.findByRole('button', { name: 'Slot 1' })).toBeInTheDocument();
  const list = seen.find((r) => r.url === '/wps/game/list')!;
  expect(list.params).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '25' });
  // The vendor list is a request of its own and may render after the games.
  const vendors = await screen.findByRole('tablist', { name: 'Game providers' });
  expect(
    within(vendors)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Hot', 'My collection', 'PG Soft', 'JDB Gaming', 'View all']);
  // The vendors arriving later do not ask for the list again.
  await screen.findByRole('button', { name: 'Slot 1' });
  expect(seen.filter((r) => r.url === '/wps/game/list')).toHaveLength(1);
  // The HOT tab of the list is there because hot games exist (a request of its own too).
  expect(
    await within(screen.getByRole('tablist', { name: 'Game lists' })).findByRole('tab', {
      name: 'Hot',
    }),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('tablist', { name: 'Game lists' })).getAllByRole('tab'),
  ).toHaveLength(4);
});

test('choosing a vendor filters by it and the filter toggle shows its logo and name', async () => {
  const seen = platform();
  renderAt('/m/rng', <GameListRoute />);
  await screen.findByRole('button', { name: 'Slot 1' });
  await userEvent.click(await screen.findByRole('tab', { name: 'JDB Gaming' }));
  await waitFor(() =>
    expect(seen.filter((r) => r.url === '/wps/game/list').at(-1)!.params.vassalage).toBe('JDB'),
  );
  expect(screen.getByRole('button', { name: /^Filter/ })).toHaveTextContent('JDB Gaming');
  await userEvent.click(screen.getByRole('tab', { name: 'View all' }));
  await waitFor(() =>
    expect(seen.filter((r) => r.url === '/wps/game/list').at(-1)!.params.vassalage).toBe(''),
  );
});

test('search is debounced 500 ms: one request for the whole word', async () => {
  jest.useFakeTimers();
  const seen = platform();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/m/gameList?gameType=RNG', <GameListRoute />);
  await screen.findByRole('button', { name: 'Slot 1' });
  await user.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'Slot 2');
  act(() => jest.advanceTimersByTime(499));
  expect(seen.filter((r) => r.url === '/wps/game/list' && r.params.gameName)).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() =>
    expect(
      seen
        .filter((r) => r.url === '/wps/game/list' && r.params.gameName)
        .map((r) => r.params.gameName),
    ).toEqual(['Slot 2']),
  );
});

test('the filter panel offers minimum bets only for RNG and sends the chosen filters', async () => {
  const seen = platform();
  renderAt('/m/rng', <GameListRoute />);
  await screen.findByRole('button', { name: 'Slot 1' });
  await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
  const panel = screen.getByRole('form', { name: 'Filter' });
  const minBets = within(within(panel).getByRole('group', { name: 'Minimum bet' })).getAllByRole(
    'button',
  );
  expect(minBets.map((b) => b.textContent)).toEqual([
    'All',
    '0.01',
    '0.05',
    '0.1',
    '0.5',
    '0.75',
    '1',
  ]);
  await userEvent.click(
    within(within(panel).getByRole('group', { name: 'Classification' })).getByRole('button', {
      name: 'Scratch',
    }),
  );
  await userEvent.click(within(panel).getByRole('button', { name: '0.75' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(seen.filter((r) => r.url === '/wps/game/list').at(-1)!.params).toMatchObject({
      gameClassify: 'SC',
      minBet: '0.75',
    }),
  );
  expect(screen.getByText('Filters applied')).toBeInTheDocument();
});

test('no minimum bet outside RNG; BINGO shows no list tabs and asks for RNG classified BG', async () => {
  const seen = platform();
  renderAt('/m/gameList?gameType=BINGO', <GameListRoute />);
  await screen.findByRole('button', { name: 'Slot 1' });
  expect(screen.queryByRole('tablist', { name: 'Game lists' })).not.toBeInTheDocument();
  expect(seen.find((r) => r.url === '/wps/game/list')!.params).toMatchObject({
    gameType: 'RNG',
    gameClassify: 'BG',
  });
  await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
  expect(screen.queryByRole('group', { name: 'Minimum bet' })).not.toBeInTheDocument();
});

const WITH_SPORTS = {
  ...CATALOGUE,
  categories: [
    ...CATALOGUE.categories,
    {
      gameCategory: 'SPORTS',
      vendors: [
        vendor('SABA', 'SABA Sports', 'SPORTS'),
        vendor('AV', 'AV Esports', 'SPORTS'),
        vendor('IA', 'IA Esports', 'SPORTS'),
        vendor('DS88', 'DS88 Sabong', 'SPORTS'),
      ],
    },
  ],
  mapping: { ...CATALOGUE.mapping, ESPORTS: ['AV', 'IA'], COCKFIGHT: ['DS88'] },
};

test('/m/esports shows the e-sport vendors and asks for SPORTS narrowed to them', async () => {
  const seen = platform((request) =>
    request.url === '/wps/game/vendorGameTypes' ? ok(WITH_SPORTS) : null,
  );
  renderAt('/m/esports', <GameListRoute />);
  const vendors = await screen.findByRole('tablist', { name: 'Game providers' });
  expect(
    within(vendors)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Hot', 'My collection', 'AV Esports', 'IA Esports', 'View all']);
  await screen.findByRole('button', { name: 'Slot 1' });
  const lists = seen.filter((r) => r.url === '/wps/game/list');
  expect(lists).toHaveLength(1);
  expect(lists[0]!.params).toMatchObject({ gameType: 'SPORTS', vassalage: 'AV,IA' });
  await userEvent.click(within(vendors).getByRole('tab', { name: 'IA Esports' }));
  await waitFor(() =>
    expect(seen.filter((r) => r.url === '/wps/game/list').at(-1)!.params).toMatchObject({
      gameType: 'SPORTS',
      vassalage: 'IA',
    }),
  );
});

test('cockfight with its vendor asks for SPORTS games of that vendor', async () => {
  const seen = platform((request) =>
    request.url === '/wps/game/vendorGameTypes' ? ok(WITH_SPORTS) : null,
  );
  renderAt('/m/gameList?gameType=COCKFIGHT&vassalage=DS88', <GameListRoute />);
  await screen.findByRole('button', { name: 'Slot 1' });
  expect(seen.find((r) => r.url === '/wps/game/list')!.params).toMatchObject({
    gameType: 'SPORTS',
    vassalage: 'DS88',
  });
  expect(
    await within(await screen.findByRole('tablist', { name: 'Game providers' })).findByRole('tab', {
      name: 'DS88 Sabong',
    }),
  ).toHaveAttribute('aria-selected', 'true');
});

test('games of two vendors with the same name show their vendor beside the name', async () => {
  platform((request) => {
    if (request.url === '/wps/game/vendorGameTypes') return ok(WITH_SPORTS);
    if (request.url !== '/wps/game/list') return null;
    const games = [
      game(1, 'Sportsbook', 'SPORTS', 'SABA'),
      game(2, 'Live Betting', 'SPORTS', 'SABA'),
      game(3, 'Sportsbook', 'SPORTS', 'CMD'),
      game(4, 'League of Legends', 'SPORTS', 'AV'),
    ];
    return ok({ games, pageNum: 1, totalPages: 1 });
  });
  renderAt('/m/sports', <GameListRoute />);
  expect(await screen.findByRole('button', { name: 'Sportsbook SABA Sports' })).toHaveTextContent(
    'SABA Sports',
  );
  // CMD is not in this catalogue's vendors: its code stands in for the name.
  expect(screen.getByRole('button', { name: 'Sportsbook CMD' })).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Add Sportsbook by SABA Sports to my collection' }),
  ).toBeInTheDocument();
  // Unique names stay as they are.
  expect(screen.getByRole('button', { name: 'Live Betting' })).toHaveTextContent(/^Live Betting$/);
  expect(screen.getByRole('button', { name: 'League of Legends' })).toBeInTheDocument();
});

test.each([
  ['a favourite', 'Add Slot 1 to my collection'],
  ['a game', 'Slot 1'],
])('a visitor choosing %s goes to /m/login', async (_what, name) => {
  const seen = platform();
  renderAt('/m/rng', <GameListRoute />);
  await userEvent.click(await screen.findByRole('button', { name }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  expect(
    seen.some((r) => r.url.startsWith('/wps/game/favourite') || r.url === '/wps/game/launchGame'),
  ).toBe(false);
});

test.each(['My collection', 'Recent'])(
  'a visitor choosing the %s tab goes to /m/login, asking nothing of the platform',
  async (name) => {
    const seen = platform();
    renderAt('/m/rng', <GameListRoute />);
    await screen.findByRole('button', { name: 'Slot 1' });
    await userEvent.click(
      within(screen.getByRole('tablist', { name: 'Game lists' })).getByRole('tab', { name }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(seen.some((r) => r.url === '/wps/game/recent')).toBe(false);
  },
);

test.each(['fav', 'recent'])(
  'a visitor opening the %s tab by URL goes to /m/login',
  async (type) => {
    platform();
    renderAt(`/m/gameList?type=${type}`, <GameListRoute />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  },
);

test('a member toggles a favourite: server call, "changes saved", heart state', async () => {
  logIn();
  const seen = platform((request) => (request.url === '/wps/game/favourite' ? ok(true) : null));
  renderAt('/m/rng', <GameListRoute />);
  // Favourite ids load only when logged in: Slot 2 is one.
  expect(
    await screen.findByRole('button', { name: 'Remove Slot 2 from my collection' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Add Slot 1 to my collection' }));
  expect(await screen.findByText('changes saved')).toBeInTheDocument();
  expect(seen.find((r) => r.method === 'POST')!.body).toEqual({ nodeId: 1, vendor: 'PG' });
  expect(screen.getByRole('button', { name: 'Remove Slot 1 from my collection' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Remove Slot 2 from my collection' }));
  await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
  expect(
    await screen.findByRole('button', { name: 'Add Slot 2 to my collection' }),
  ).toHaveAttribute('aria-pressed', 'false');
});

test("a member's Recent tab shows the recent games of the screen's category", async () => {
  logIn();
  const seen = platform((request) =>
    request.url === '/wps/game/recent'
      ? ok({ list: [game(7, 'Recent Live')], pageNum: 1, totalPages: 1, total: 1 })
      : null,
  );
  renderAt('/m/gameList?gameType=LIVE&type=recent', <GameListRoute />);
  expect(await screen.findByRole('button', { name: 'Recent Live' })).toBeInTheDocument();
  expect(seen.find((r) => r.url === '/wps/game/recent')!.params).toMatchObject({
    gameType: 'LIVE',
  });
});

test('removing a favourite on the favourites tab removes the tile', async () => {
  logIn();
  platform((request) => {
    if (request.url === '/wps/game/favourite/list')
      return ok({ content: [game(2, 'Slot 2'), game(3, 'Slot 3')], pageNum: 1, totalPages: 1 });
    if (request.url === '/wps/game/favourite/ids') return ok({ list: [2, 3] });
    if (request.url === '/wps/game/favourite') return ok(true);
    return null;
  });
  renderAt('/m/gameList?gameType=RNG&type=fav', <GameListRoute />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Remove Slot 2 from my collection' }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Slot 2' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: 'Slot 3' })).toBeInTheDocument();
});

test('a member launching a lottery game goes to /m/startLottery', async () => {
  logIn();
  platform((request) =>
    request.url === '/wps/game/list'
      ? ok({ games: [game(7, 'Fast 3', 'LOTT', 'TCG')], pageNum: 1, totalPages: 1 })
      : null,
  );
  renderAt('/m/lott', <GameListRoute />);
  await userEvent.click(await screen.findByRole('button', { name: 'Fast 3' }));
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/m/startLottery?gameId=7&playType=trad&mui=TCG&pageBack=1',
  );
});

test('a member launching a game gets the platform page in the player', async () => {
  logIn();
  const seen = platform((request) =>
    request.url === '/wps/game/launchGame'
      ? ok({ url: '/wps/play/slot?ticket=abc', kind: 'SLOT' })
      : null,
  );
  renderAt('/m/rng', <GameListRoute />);
  await userEvent.click(await screen.findByRole('button', { name: 'Slot 3' }));
  const frame = await screen.findByTitle('Slot 3');
  expect(frame).toHaveAttribute('src', '/wps/play/slot?ticket=abc');
  expect(seen.find((r) => r.url === '/wps/game/launchGame')!.params).toMatchObject({ nodeId: '3' });
  await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
  expect(await screen.findByRole('button', { name: 'Slot 3' })).toBeInTheDocument();
});

test.each(['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>'])(
  'a launch URL the safe-URL rule refuses (%j) is not framed',
  async (url) => {
    useToastStore.setState({ toasts: [] });
    logIn();
    platform((request) =>
      request.url === '/wps/game/launchGame' ? ok({ url, kind: 'SLOT' }) : null,
    );
    renderAt('/m/rng', <GameListRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Slot 3' }));
    expect(await screen.findByText('This game could not be opened.')).toBeInTheDocument();
    expect(screen.queryByTitle('Slot 3')).not.toBeInTheDocument();
  },
);

test('empty results show the no-data view', async () => {
  platform((request) =>
    request.url === '/wps/game/list' ? ok({ games: [], pageNum: 1, totalPages: 0 }) : null,
  );
  renderAt('/m/live', <GameListRoute />);
  expect(await screen.findByText(/no data/i)).toBeInTheDocument();
});

test('the next page shows a loading line, and the real end says there are no more games', async () => {
  let releasePage2: () => void = () => {};
  const page2 = new Promise<void>((resolve) => (releasePage2 = resolve));
  const second = Array.from({ length: 25 }, (_, i) => game(i + 26, `Slot ${i + 26}`));
  fakeApi(async (request) => {
    if (request.url === '/wps/game/vendorGameTypes') return ok(CATALOGUE);
    if (request.url === '/wps/game/hot') return ok({ list: [] });
    if (request.url === '/wps/game/list') {
      if (request.params.pageNo === '1') return ok({ games: RNG, pageNum: 1, totalPages: 2 });
      await page2;
      return ok({ games: second, pageNum: 2, totalPages: 2 });
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
  renderAt('/m/rng', <GameListRoute />);
  await screen.findByRole('button', { name: 'Slot 1' });
  expect(screen.queryByText('No more games')).not.toBeInTheDocument();
  // jsdom has no layout: the list's end is always in reach, so the settle check asks for page 2.
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(await screen.findByText('Loading more games…')).toBeInTheDocument();
  expect(screen.queryByText('No more games')).not.toBeInTheDocument();
  releasePage2();
  expect(await screen.findByText('No more games')).toBeInTheDocument();
  expect(screen.getByText('All 50 games shown')).toBeInTheDocument();
  expect(screen.queryByText('Loading more games…')).not.toBeInTheDocument();
});
