import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeEndpoints, initTestI18n, type EndpointFakes } from '@lobby/shared/testing';
import { menuOf, SETTING } from '@/test/lottery-bet-fixtures';
import { BetPanel, type BetPanelProps } from './BetPanel';

// Mark Six across Chinese New Year 2027 (6 Feb 00:00 Hong Kong time = 5 Feb 16:00 UTC): a slip
// line made for the 23:59 draw (Horse year) that sits in the slip while the draw on sale moves
// to 00:00 (Goat year), or a chase over both, is flagged before Confirm, as the platform would
// refuse it. Rat is one of the "other animals" in both years and holds. Draw times and numeros
// are a Mark Six 1 Min game's as the platform serves them (numeros in the platform's local day).

const HORSE = {
  numero: '20270205-1379',
  closeAt: '2027-02-05T15:58:55.000Z',
  drawAt: '2027-02-05T15:59:00.000Z',
};
const GOAT = {
  numero: '20270205-1380',
  closeAt: '2027-02-05T15:59:55.000Z',
  drawAt: '2027-02-05T16:00:00.000Z',
};
const AFTER = {
  numero: '20270205-1381',
  closeAt: '2027-02-05T16:00:55.000Z',
  drawAt: '2027-02-05T16:01:00.000Z',
};
/** The server's clock: 23:58:10 Hong Kong time on 5 Feb 2027, the 23:59 draw on sale. */
const NOW = Date.parse('2027-02-05T15:58:10.000Z');

function platform(overrides: EndpointFakes = {}) {
  return fakeEndpoints({
    'GET /lgw/games/:gameId/play_menu': () => menuOf('MARKSIX', 'ENTERTAINMENT', HORSE.drawAt),
    'GET /lgw/games/:gameId/setting': () => ({ ...SETTING, family: 'MARKSIX' }),
    'GET /lgw/customers/series': () => ({ maxSeries: 1950, minSeries: 1700 }),
    'GET /lgw/numeros/chase/:gameId': (request) => ({
      gameId: 7,
      serverTime: new Date(NOW).toISOString(),
      list: [HORSE, GOAT, AFTER].slice(0, Number(request.params.count)),
    }),
    ...overrides,
  });
}

function renderPanel(
  onSale: BetPanelProps['onSale'],
  prizeMode: BetPanelProps['prizeMode'] = 'Elott',
) {
  const props: BetPanelProps = {
    gameId: 7,
    family: 'MARKSIX',
    prizeMode,
    onSale,
    serverNow: () => NOW,
    balance: 100,
    onBalance: jest.fn(),
  };
  const view = render(<BetPanel {...props} />);
  return {
    moveTo: (draw: BetPanelProps['onSale']) => view.rerender(<BetPanel {...props} onSale={draw} />),
  };
}

const row = (name: string) => within(screen.getByRole('group', { name }));

async function addZodiac(user: ReturnType<typeof userEvent.setup>, play: string, animal: string) {
  await user.click(screen.getByRole('button', { name: play }));
  await user.click(row('Zodiac').getByRole('button', { name: animal }));
  await user.click(screen.getByRole('button', { name: 'Add to slip' }));
}

const HORSE_GONE =
  'No longer offered: the lunar year has turned and the zodiac animals moved. Remove this line and pick again.';

beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));

jest.setTimeout(20_000);

describe('BetPanel across the lunar new year', () => {
  it('flags a Horse-year line once the draw on sale is in the Goat year; Confirm waits until it is removed', async () => {
    platform();
    const user = userEvent.setup();
    const { moveTo } = renderPanel(HORSE);
    await user.click(await screen.findByRole('tab', { name: 'Zodiac' }));
    await addZodiac(user, "Year's animal", 'Horse');
    await addZodiac(user, 'Other animals', 'Rat');
    // One stake a line, counted in the singular.
    expect(screen.getAllByText('1 bet · Yuan · ×1')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Place order · 4.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();

    // The 23:59 draw closes while the sheet is open: the 00:00 draw (Goat year) is on sale.
    moveTo(GOAT);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(within(dialog).getByText(HORSE_GONE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // The slip marks the Horse line (announced, and describing its Remove button); Rat holds.
    const reason = screen.getByRole('alert');
    expect(reason).toHaveTextContent(HORSE_GONE);
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toHaveAccessibleDescription(
      HORSE_GONE,
    );
    expect(screen.getByRole('button', { name: 'Remove line 2' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Place order · 4.00' })).toBeDisabled();
    expect(
      screen.getByText(
        "A marked line is not offered for the order's draws: remove it, pick again or shorten the chase.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByText(HORSE_GONE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order · 2.00' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Place order · 2.00' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(again).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('flags a chase whose draws straddle the new year until it ends before it', async () => {
    platform();
    const user = userEvent.setup();
    renderPanel(HORSE);
    await user.click(await screen.findByRole('tab', { name: 'Zodiac' }));
    await addZodiac(user, "Year's animal", 'Horse');
    await addZodiac(user, 'Other animals', 'Rat');
    await user.click(screen.getByRole('checkbox', { name: 'Chase the next draws' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Draws (up to 120)' }), {
      target: { value: '3' },
    });
    await screen.findByText('20270205-1381');

    const reason =
      'Not offered from draw 20270205-1380 on: the chase crosses the lunar new year. Shorten the chase to end before that draw, or remove this line.';
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toHaveAccessibleDescription(
      reason,
    );
    expect(screen.getByRole('button', { name: 'Remove line 2' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Place order · 12.00' })).toBeDisabled();

    // One draw, the 23:59 one: the Horse holds there.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Draws (up to 120)' }), {
      target: { value: '1' },
    });
    // Enabled once the one-draw plan has loaded (Place order waits for the chase's draws).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place order · 4.00' })).toBeEnabled(),
    );
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('does not flag lines that hold in both years, on one draw or a chase over both', async () => {
    platform();
    const user = userEvent.setup();
    const { moveTo } = renderPanel(HORSE);
    await user.click(await screen.findByRole('tab', { name: 'Zodiac' }));
    await addZodiac(user, 'Other animals', 'Rat');
    await user.click(screen.getByRole('checkbox', { name: 'Chase the next draws' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Draws (up to 120)' }), {
      target: { value: '3' },
    });
    await screen.findByText('20270205-1381');
    expect(screen.getByRole('button', { name: 'Place order · 6.00' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Chase the next draws' }));
    moveTo(GOAT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order · 2.00' })).toBeEnabled();
  });

  it('drops a board pick the new year no longer offers, and says so', async () => {
    platform();
    const user = userEvent.setup();
    const { moveTo } = renderPanel(HORSE);
    await user.click(await screen.findByRole('tab', { name: 'Zodiac' }));
    await user.click(screen.getByRole('button', { name: "Year's animal" }));
    await user.click(row('Zodiac').getByRole('button', { name: 'Horse' }));
    expect(screen.getByText('Bets: 1 · Amount: 2.00')).toBeInTheDocument();

    moveTo(GOAT);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The lunar year has turned: Horse is no longer offered in this play. Pick again.',
    );
    expect(screen.getByText('Bets: 0 · Amount: 0.00')).toBeInTheDocument();
    // The row is free for the new year's animal (the old pick does not fill it unseen).
    await user.click(row('Zodiac').getByRole('button', { name: 'Goat' }));
    expect(row('Zodiac').getByRole('button', { name: 'Goat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Bets: 1 · Amount: 2.00')).toBeInTheDocument();
  });

  it('keeps a picked ball number: the same bet, only its animal label moves', async () => {
    platform({
      'GET /lgw/games/:gameId/play_menu': () => menuOf('MARKSIX', 'TRADITION', HORSE.drawAt),
    });
    const user = userEvent.setup();
    const { moveTo } = renderPanel(HORSE, 'Lott');
    await screen.findByRole('tab', { name: 'Special number', selected: true });
    await user.click(row('Special number').getByRole('button', { name: '01, Red, Horse' }));

    moveTo(GOAT);
    expect(row('Special number').getByRole('button', { name: '01, Red, Goat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Bets: 1 · Amount: 2.00')).toBeInTheDocument();
  });
});
