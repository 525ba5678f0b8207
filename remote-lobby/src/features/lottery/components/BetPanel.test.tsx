import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fail,
  fakeEndpoints,
  initTestI18n,
  type EndpointFakes,
  type FakeAnswer,
  type FakeRequest,
} from '@lobby/shared/testing';
import type { FamilyCode } from '@lobby/platform-api/lottery-rules';
import { MENU_DRAW_AT, menuOf, SETTING } from '@/test/lottery-bet-fixtures';
import { BetPanel, type BetPanelProps } from './BetPanel';

const PLACED: FakeAnswer<'POST /lgw/orders/betting'> = {
  orderNumber: 'LT20260101A1',
  numero: '20260101-0601',
  totalBettingAmount: 4,
  rebateAmount: 0,
  subOrders: 1,
  balance: 96,
  duplicate: false,
};

function platform(family: FamilyCode, overrides: EndpointFakes = {}): FakeRequest[] {
  return fakeEndpoints({
    'GET /lgw/games/:gameId/play_menu': () => menuOf(family, 'TRADITION'),
    'GET /lgw/games/:gameId/setting': () => ({ ...SETTING, family }),
    'GET /lgw/customers/series': () => ({ maxSeries: 1950, minSeries: 1700 }),
    'POST /lgw/orders/betting': () => PLACED,
    ...overrides,
  });
}

function renderPanel(props: Partial<BetPanelProps> = {}) {
  const handlers = { onBalance: jest.fn(), onOrderPlaced: jest.fn() };
  render(
    <BetPanel
      gameId={7}
      family="LOTTO5D"
      prizeMode="Lott"
      onSale={{
        numero: '20260101-0601',
        closeAt: '2999-01-01T00:00:00.000Z',
        drawAt: MENU_DRAW_AT,
      }}
      serverNow={() => Date.parse('2026-01-01T10:00:00.000Z')}
      balance={100}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const row = (name: string) => within(screen.getByRole('group', { name }));

/** 5 stars direct: 1 in every position and 2 more in the fifth (2 combinations). */
async function chooseDirect(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('tab', { name: '5 stars', selected: true });
  for (const position of [1, 2, 3, 4, 5]) {
    await user.click(row(`Position ${position}`).getByRole('button', { name: '1' }));
  }
  await user.click(row('Position 5').getByRole('button', { name: '2' }));
}

async function addAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add to slip' }));
  await user.click(screen.getByRole('button', { name: 'Place order · 4.00' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));

// Whole flows with many taps: on a busy 2-core machine one can pass jest's 5 s default.
jest.setTimeout(20_000);

describe('BetPanel', () => {
  it('counts a Lotto 5D direct selection as it is tapped and places it', async () => {
    const seen = platform('LOTTO5D');
    const user = userEvent.setup();
    const { onBalance, onOrderPlaced } = renderPanel();

    await chooseDirect(user);
    expect(row('Position 5').getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Bets: 2 · Amount: 4.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(
      screen.getByText(
        'Position 1: 1 | Position 2: 1 | Position 3: 1 | Position 4: 1 | Position 5: 1 2',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2 bets · Yuan · ×1')).toBeInTheDocument();
    expect(screen.getByText('Total: 2 bets, 4.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order · 4.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(dialog).getByText('20260101-0601')).toBeInTheDocument();
    expect(within(dialog).getByText('96.00')).toBeInTheDocument(); // balance after
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Order LT20260101A1 placed.')).toBeInTheDocument();
    const bet = seen.find((request) => request.method === 'POST');
    expect(bet?.body).toMatchObject({
      gameId: 7,
      currentNumero: '20260101-0601',
      bettingSlipString: '1|1|1|1|1,2~2~1001~1~1950~1',
      chase: false,
      winningStop: false,
    });
    expect(onBalance).toHaveBeenCalledWith(96);
    expect(onOrderPlaced).toHaveBeenCalledWith({
      orderNumber: 'LT20260101A1',
      numero: '20260101-0601',
    });
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
  });

  it('keeps the slip when the draw has closed', async () => {
    platform('LOTTO5D', {
      'POST /lgw/orders/betting': () => fail(409, 'DRAW_CLOSED', 'draw_closed'),
    });
    const user = userEvent.setup();
    const { onBalance } = renderPanel();
    await chooseDirect(user);
    await addAndConfirm(user);

    expect(
      await screen.findByText(
        'Betting for this draw has closed. Your slip is kept for the next draw.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeInTheDocument();
    expect(onBalance).not.toHaveBeenCalled();
  });

  it('sends the same client key again after no answer came', async () => {
    let calls = 0;
    const seen = platform('LOTTO5D', {
      'POST /lgw/orders/betting': () => (++calls === 1 ? 'network-error' : PLACED),
    });
    const user = userEvent.setup();
    renderPanel();
    await chooseDirect(user);
    await addAndConfirm(user);
    expect(await screen.findByText(/No connection/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order · 4.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Order LT20260101A1 placed.');
    const keys = seen
      .filter((request) => request.method === 'POST')
      .map((request) => (request.body as { clientKey: string }).clientKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('will not send while betting is closed, and says why', async () => {
    platform('LOTTO5D');
    const user = userEvent.setup();
    renderPanel({ onSale: null });
    await chooseDirect(user);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('button', { name: 'Place order · 4.00' })).toBeDisabled();
    expect(screen.getByText('Betting is closed until the next draw opens.')).toBeInTheDocument();
  });

  it('chases the next draws with a doubling plan, within the balance', async () => {
    const seen = platform('LOTTO5D', {
      'GET /lgw/numeros/chase/:gameId': (request) => ({
        gameId: 7,
        serverTime: '2026-01-01T10:00:00.000Z',
        list: Array.from({ length: Number(request.params.count) }, (_, i) => ({
          numero: `20260101-060${i + 1}`,
          closeAt: '2999-01-01T00:00:00.000Z',
          drawAt: '2999-01-01T00:00:05.000Z',
        })),
      }),
    });
    const user = userEvent.setup();
    renderPanel();
    await chooseDirect(user);
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chase the next draws' }));
    // Five draws at ×1 by default: 5 × 4.00.
    expect(await screen.findByText('Chase total 20.00 · balance 100.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Doubling' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Double every (draws)' }), {
      target: { value: '1' },
    });
    // ×1, ×2, ×4, ×8, ×16 of 4.00 = 124.00: above the balance, refused before sending.
    expect(screen.getByText('Chase total 124.00 · balance 100.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order · 124.00' })).toBeDisabled();
    expect(screen.getAllByText('The total is above your balance.').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Draws (up to 120)' }), {
      target: { value: '3' },
    });
    await screen.findByText('20260101-0603');
    await user.click(screen.getByRole('button', { name: 'Place order · 28.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(
      within(dialog).getByText('20260101-0601 to 20260101-0603 (3 draws)'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Order LT20260101A1 placed.');
    expect(seen.find((request) => request.method === 'POST')?.body).toMatchObject({
      chase: true,
      winningStop: true,
      chaseSlip: [
        { numero: '20260101-0601', multiple: 1 },
        { numero: '20260101-0602', multiple: 2 },
        { numero: '20260101-0603', multiple: 4 },
      ],
    });
  });

  it('offers Entertainment plays with their odds and no series', async () => {
    const seen = platform('LOTTO5D', {
      'GET /lgw/games/:gameId/play_menu': () => menuOf('LOTTO5D', 'ENTERTAINMENT'),
    });
    const user = userEvent.setup();
    renderPanel({ prizeMode: 'Elott' });
    await screen.findByRole('tab', { name: 'Two sides', selected: true });
    expect(screen.getByRole('button', { name: 'Per position' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Odds 1.98')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(seen.find((request) => request.url.includes('play_menu'))?.params).toMatchObject({
      prizeMode: 'Elott',
    });

    await user.click(row('Position 1').getByRole('button', { name: 'Big' }));
    await user.click(row('Position 3').getByRole('button', { name: 'Odd' }));
    expect(screen.getByText('Bets: 2 · Amount: 4.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByText('Position 1: Big | Position 3: Odd')).toBeInTheDocument();
  });

  it('refuses more values than a row takes, in words', async () => {
    platform('KENO');
    const user = userEvent.setup();
    renderPanel({ family: 'KENO' });
    await screen.findByRole('tab', { name: 'Pick', selected: true });
    await user.click(row('Numbers (pick 1)').getByRole('button', { name: '07' }));
    await user.click(row('Numbers (pick 1)').getByRole('button', { name: '08' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Numbers takes at most 1.');
    expect(row('Numbers (pick 1)').getByRole('button', { name: '08' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the Mark Six special-number grid with colours and zodiac animals', async () => {
    platform('MARKSIX');
    const user = userEvent.setup();
    renderPanel({ family: 'MARKSIX' });
    await screen.findByRole('tab', { name: 'Special number', selected: true });
    const grid = row('Special number');
    expect(grid.getAllByRole('button', { pressed: false }).length).toBeGreaterThanOrEqual(49);
    const first = grid.getByRole('button', { name: '01, Red, Horse' });
    expect(grid.getByRole('button', { name: '03, Blue, Dragon' })).toBeInTheDocument();
    expect(grid.getByRole('button', { name: '05, Green, Tiger' })).toBeInTheDocument();
    // The animal is written under each ball (13, 25, 37 and 49 are the year's Horse too).
    expect(grid.getAllByText('Horse')).toHaveLength(5);
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Bets: 1 · Amount: 2.00')).toBeInTheDocument();

    // One bet in li is 0.002: not whole cents, so it is explained and not added.
    await user.click(screen.getByRole('button', { name: 'Li' }));
    expect(
      screen.getByText('A li bet must come to whole cents: choose another multiple or mode.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to slip' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Multiple' }));
    await user.type(screen.getByRole('textbox', { name: 'Multiple' }), '5');
    expect(screen.getByRole('button', { name: 'Add to slip' })).toBeEnabled();
  });

  it("labels the Mark Six grid with the on-sale draw's lunar year: 01 is the Goat in 2027", async () => {
    const goatDraw = '2027-02-05T16:00:00.000Z';
    platform('MARKSIX', {
      'GET /lgw/games/:gameId/play_menu': () => menuOf('MARKSIX', 'TRADITION', goatDraw),
    });
    renderPanel({
      family: 'MARKSIX',
      onSale: { numero: '20270205-1380', closeAt: '2027-02-05T15:59:55.000Z', drawAt: goatDraw },
    });
    await screen.findByRole('tab', { name: 'Special number', selected: true });
    const grid = row('Special number');
    expect(grid.getByRole('button', { name: '01, Red, Goat' })).toBeInTheDocument();
    expect(grid.getByRole('button', { name: '02, Red, Horse' })).toBeInTheDocument();
    expect(grid.getAllByText('Goat')).toHaveLength(5);
    expect(grid.getAllByText('Horse')).toHaveLength(4);
  });

  it("labels Mark Six balls and zodiac options with the on-sale draw's lunar year (Goat, 2027)", async () => {
    // The first draw of the Goat year, 6 Feb 2027 00:00 Hong Kong time; the phone's clock is not
    // asked (serverNow is still in 2026).
    const goatDraw = '2027-02-05T16:00:00.000Z';
    platform('MARKSIX', {
      'GET /lgw/games/:gameId/play_menu': () => menuOf('MARKSIX', 'ENTERTAINMENT', goatDraw),
    });
    const user = userEvent.setup();
    renderPanel({
      family: 'MARKSIX',
      prizeMode: 'Elott',
      onSale: { numero: '20270205-1380', closeAt: '2027-02-05T15:59:55.000Z', drawAt: goatDraw },
    });
    await user.click(await screen.findByRole('tab', { name: 'Zodiac' }));
    await user.click(screen.getByRole('button', { name: "Year's animal" }));
    const year = row('Zodiac');
    expect(year.getByRole('button', { name: 'Goat' })).toBeInTheDocument();
    expect(year.queryByRole('button', { name: 'Horse' })).not.toBeInTheDocument();
    await user.click(year.getByRole('button', { name: 'Goat' }));
    expect(screen.getByText('Bets: 1 · Amount: 2.00')).toBeInTheDocument();
  });

  it('selects Vietnamese lô numbers typed in the box, and names unknown ones', async () => {
    platform('VN_NORTH');
    const user = userEvent.setup();
    renderPanel({ family: 'VN_NORTH' });
    await user.click(await screen.findByRole('tab', { name: 'Lô' }));
    await user.click(screen.getByRole('button', { name: 'Lô 2 digits' }));

    const box = screen.getByRole('textbox', { name: 'Type numbers' });
    await user.type(box, '12 34, 56');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    for (const number of ['12', '34', '56']) {
      expect(row('Numbers').getByRole('button', { name: number })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    expect(screen.getByText('Bets: 3 · Amount: 6.00')).toBeInTheDocument();

    await user.type(box, '7 99');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not on this board: 7');
    expect(row('Numbers').getByRole('button', { name: '99' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows Retry when the plays cannot load', async () => {
    platform('LOTTO5D', {
      'GET /lgw/games/:gameId/setting': () => fail(500, 'INTERNAL', 'unknown_error'),
    });
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
