import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetRecordItem, BetRecordPage as Page } from '@lobby/platform-api/contract';
import { fakeApi, initTestI18n, ok, renderAt, logInAs, resetStores } from '@lobby/shared/testing';
import { BetRecordPage } from './BetRecordPage';

const URL = '/m/gameRecord';

const bet = (id: number, over: Partial<BetRecordItem> = {}): BetRecordItem => ({
  id,
  roundId: `round-${id}`,
  gameId: 7,
  gameName: 'Lucky Lobby Slots',
  vendor: 'LOBBY',
  category: 'RNG',
  stake: 2,
  payout: 0,
  winLoss: -2,
  status: 'SETTLED',
  placedAt: '2026-11-03T07:05:00.000Z',
  settledAt: '2026-11-03T07:05:01.000Z',
  ...over,
});

const BETS = [
  bet(3, {
    gameName: 'The Extraordinarily Long Adventure of the Golden Dragon Megaways Deluxe',
    stake: 1000,
    payout: 12345678.9,
    winLoss: 12344678.9,
  }),
  bet(2),
  bet(1, {
    status: 'OPEN',
    payout: 0,
    winLoss: 0,
    settledAt: null,
    category: 'LOTT',
    vendor: 'LOBBYLOTTO',
    gameName: 'Fast 3 1 Min',
  }),
];

const page = (list: BetRecordItem[]): Page => ({
  list,
  nextCursor: null,
  startDate: '2026-10-28',
  endDate: '2026-11-03',
  totals: { bets: 3, stake: 1004, payout: 12345678.9, winLoss: 12344676.9 },
});

function platform() {
  const seen = fakeApi((request) => {
    if (request.url === '/wps/game/vendorGameTypes') {
      return ok({
        categories: [
          { gameCategory: 'RNG', vendors: [] },
          { gameCategory: 'LOTT', vendors: [] },
        ],
        sorting: [],
        mapping: {},
      });
    }
    if (request.url === '/wps/bet/record') {
      const { status, category } = request.params;
      return ok(
        page(
          BETS.filter(
            (b) => (!status || b.status === status) && (!category || b.category === category),
          ),
        ),
      );
    }
    return ok(null);
  });
  return () => seen.filter((request) => request.url === '/wps/bet/record');
}

const rows = () => within(screen.getByRole('list', { name: 'Bets' })).getAllByRole('button');

describe('bet record', () => {
  beforeAll(() => initTestI18n(['common', 'records']));
  beforeEach(() => {
    resetStores();
    logInAs(0);
  });

  it('lists each bet with game, vendor, category, stake, payout, result and status; totals on top', async () => {
    platform();
    renderAt(URL, <BetRecordPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(totals).toHaveTextContent('2026/10/28 – 2026/11/03');
    expect(within(totals).getByText('Bets').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Stake').nextSibling).toHaveTextContent('1,004.00');
    expect(within(totals).getByText('Payout').nextSibling).toHaveTextContent('12,345,678.90');
    expect(within(totals).getByText('Win/loss').nextSibling).toHaveTextContent('+￥12,344,676.90');

    const [big, lost, open] = rows();
    expect(big).toHaveTextContent('+12,344,678.90 Win');
    expect(big).toHaveTextContent('LOBBY · Slots');
    expect(lost).toHaveTextContent('-2.00 Loss');
    expect(lost).toHaveTextContent('Stake 2.00 · Payout 0.00');
    expect(lost).toHaveTextContent('Settled');
    expect(open).toHaveTextContent('Fast 3 1 Min');
    expect(open).toHaveTextContent('LOBBYLOTTO · Lottery');
    expect(open).toHaveTextContent('Open');
  });

  it('status and category chips narrow the list through the query', async () => {
    const calls = platform();
    const user = userEvent.setup();
    renderAt(URL, <BetRecordPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Open' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls().at(-1)!.params).toMatchObject({ status: 'OPEN', category: undefined });

    const category = screen.getByRole('group', { name: 'Category' });
    await user.click(within(category).getByRole('button', { name: 'Slots' }));
    expect(await screen.findByText('No records in this period')).toBeVisible();
    expect(calls().at(-1)!.params).toMatchObject({ status: 'OPEN', category: 'RNG' });

    await user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'All' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls().at(-1)!.params).toMatchObject({ status: undefined, category: 'RNG' });
  });

  it('a cancelled bet (stake refunded) shows Cancelled with no result, and has its own chip', async () => {
    const cancelled = bet(4, {
      status: 'CANCELLED',
      stake: 5,
      payout: 0,
      winLoss: 0,
      category: 'LOTT',
      vendor: 'TCG',
      gameName: 'Minute Lotto',
    });
    BETS.push(cancelled);
    try {
      const calls = platform();
      const user = userEvent.setup();
      renderAt(URL, <BetRecordPage />);
      await waitFor(() => expect(rows()).toHaveLength(4));
      await user.click(
        within(screen.getByRole('group', { name: 'Status' })).getByRole('button', {
          name: 'Cancelled',
        }),
      );
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(calls().at(-1)!.params).toMatchObject({ status: 'CANCELLED' });
      const [row] = rows();
      expect(row).toHaveTextContent('Minute Lotto');
      expect(row).toHaveTextContent('Cancelled');
      expect(row).toHaveTextContent('Stake 5.00 · Payout 0.00');
      expect(row).not.toHaveTextContent(/Win|Loss/);
    } finally {
      BETS.pop();
    }
  });

  it('a row opens the detail sheet with every field; closing gives the focus back to the row', async () => {
    platform();
    const user = userEvent.setup();
    renderAt(URL, <BetRecordPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const row = rows()[1]!;
    await user.click(row);

    const sheet = screen.getByRole('dialog', { name: 'Bet details' });
    for (const [label, value] of [
      ['Round ID', 'round-2'],
      ['Game', 'Lucky Lobby Slots'],
      ['Provider', 'LOBBY'],
      ['Category', 'Slots'],
      ['Status', 'Settled'],
      ['Stake', '2.00'],
      ['Payout', '0.00'],
      ['Win/loss', '-2.00 Loss'],
      ['Placed', '2026/11/03 07:05'],
      ['Settled', '2026/11/03 07:05'],
    ] as const) {
      expect(within(sheet).getByText(label, { selector: 'dt' }).nextSibling).toHaveTextContent(
        value,
      );
    }
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row).toHaveFocus();

    await user.click(rows()[2]!);
    expect(screen.getByRole('dialog', { name: 'Bet details' })).toHaveTextContent('Fast 3 1 Min');
    await user.keyboard('{Escape}');
    expect(rows()[2]).toHaveFocus();
  });
});
