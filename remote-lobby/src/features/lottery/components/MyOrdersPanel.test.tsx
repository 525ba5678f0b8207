import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeEndpoints, initTestI18n } from '@lobby/shared/testing';
import { chaseDraw, NOW, orderDetail, ordersPage, suborder } from '@/test/lottery-order-fixtures';
import { MyOrdersPanel } from './MyOrdersPanel';

beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));

const GAMES = [
  { gameId: 7, gameName: 'TCG Lotto 5D 1 Min' },
  { gameId: 9, gameName: 'TCG Fast 3 3 Min' },
];

function renderPanel(onBalance = jest.fn()) {
  render(<MyOrdersPanel gameId={7} games={GAMES} serverNow={() => NOW} onBalance={onBalance} />);
  return onBalance;
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

test("today's sub-orders of the page's game, with states in words, results and the totals", async () => {
  const seen = fakeEndpoints({
    'GET /lgw/orders/today': () =>
      ordersPage(
        [
          suborder(3, { orderStatus: 4, winningAmount: 19.5, winningNumber: '1,2,3,4,5' }),
          suborder(2, { orderStatus: 5, winningNumber: '0,0,0,0,0' }),
          suborder(1, { orderStatus: 12, cancellable: false }),
        ],
        { actualAmount: 4 },
      ),
  });
  renderPanel();
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(seen[0]!.params).toEqual({ gameId: 7 });
  expect(rows()[0]).toHaveTextContent('Won');
  expect(
    within(rows()[0]!).getByRole('img', { name: 'Result: 1, 2, 3, 4, 5' }),
  ).toBeInTheDocument();
  expect(rows()[0]).toHaveTextContent('Win ￥19.50');
  expect(rows()[1]).toHaveTextContent('Lost');
  expect(rows()[2]).toHaveTextContent('Refunded — draw void');
  expect(rows()[2]).toHaveTextContent('Draw 20261128-0721');
  const totals = screen.getByRole('region', { name: 'Totals of this filter' });
  expect(totals).toHaveTextContent('Planned￥6.00');
  expect(totals).toHaveTextContent('Actual￥4.00');
  expect(totals).toHaveTextContent('Won￥19.50');
  expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
});

test('today with no order says so; All games asks for every game', async () => {
  const seen = fakeEndpoints({ 'GET /lgw/orders/today': () => ordersPage([]) });
  renderPanel();
  expect(await screen.findByText('No orders today yet.')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'All games');
  await waitFor(() => expect(seen).toHaveLength(2));
  expect(seen[1]!.params).toEqual({});
});

test('a list that could not load says so, and Retry loads it', async () => {
  let calls = 0;
  fakeEndpoints({
    'GET /lgw/orders/today': () =>
      ++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ordersPage([suborder(1)]),
  });
  renderPanel();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not load.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]).toHaveTextContent('Not drawn');
});

test('the history sends exactly the filters on screen, refuses a wrong period in words, and keeps them after an order', async () => {
  const seen = fakeEndpoints({
    'GET /lgw/orders/today': () => ordersPage([]),
    'GET /lgw/orders': () => ordersPage([suborder(1, { orderStatus: 8, chase: true })]),
    'GET /lgw/orders/detail': () => orderDetail([suborder(1, { orderStatus: 8, chase: true })]),
  });
  renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'History' }));
  await waitFor(() => expect(seen.filter((r) => r.url === '/lgw/orders')).toHaveLength(1));
  const history = () => seen.filter((request) => request.url === '/lgw/orders');
  // The first filters: every state, the page's game, the last 7 UTC days.
  expect(history()[0]!.params).toEqual({
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    gameId: 7,
    chasingStatus: 'All',
    page: 1,
    size: 20,
  });
  const form = screen.getByRole('form', { name: 'Filter' });
  await userEvent.selectOptions(within(form).getByLabelText('Status'), 'Cancelled by you');
  await userEvent.selectOptions(within(form).getByLabelText('Game'), 'All games');
  await userEvent.selectOptions(within(form).getByLabelText('Chasing'), 'Chasing');
  const from = within(form).getByLabelText('From');
  await userEvent.clear(from);
  await userEvent.type(from, '2026-11-29');
  expect(within(form).getByText('Changes not applied yet: press Search.')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose days up to today.');
  await userEvent.clear(from);
  await userEvent.type(from, '2026-08-01');
  await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose at most 93 days.');
  expect(history()).toHaveLength(1);

  await userEvent.clear(from);
  await userEvent.type(from, '2026-11-01');
  await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(history()).toHaveLength(2));
  expect(history()[1]!.params).toEqual({
    startDate: '2026-11-01',
    endDate: '2026-11-28',
    orderStatus: '8',
    chasingStatus: 'Chasing',
    page: 1,
    size: 20,
  });
  await waitFor(() => expect(rows()[0]).toHaveTextContent('Cancelled by you'));

  // To the order and back: the same view and filters.
  await userEvent.click(within(rows()[0]!).getByRole('button'));
  expect(await screen.findByRole('heading', { name: 'Order LO100' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Back to my orders' }));
  expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'true');
  const again = screen.getByRole('form', { name: 'Filter' });
  expect(within(again).getByLabelText('Status')).toHaveDisplayValue('Cancelled by you');
  expect(within(again).getByLabelText('Game')).toHaveDisplayValue('All games');
  expect(within(again).getByLabelText('Chasing')).toHaveDisplayValue('Chasing');
  expect(within(again).getByLabelText('From')).toHaveValue('2026-11-01');
  await waitFor(() => expect(history().at(-1)!.params).toEqual(history()[1]!.params));
});

test('the history pages by the answer and its cursors, and a refresh reloads in place', async () => {
  const seen = fakeEndpoints({
    'GET /lgw/orders/today': () => ordersPage([]),
    'GET /lgw/orders': (request) =>
      ordersPage([suborder(Number(request.params.page))], {
        page: Number(request.params.page),
        total: 45,
        nextCursor: Number(request.params.page) < 3 ? `17644${request.params.page}.9` : null,
      }),
  });
  const props = { gameId: 7, games: GAMES, serverNow: () => NOW, onBalance: jest.fn() };
  const { rerender } = render(<MyOrdersPanel {...props} refreshKey={1} />);
  await userEvent.click(screen.getByRole('button', { name: 'History' }));
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByText('45 sub-orders')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  const history = () => seen.filter((request) => request.url === '/lgw/orders');
  // Page 2 is asked after page 1's last row: its cursor, from page 1's answer.
  expect(history().at(-1)!.params).toMatchObject({ page: 2, size: 20, cursor: '176441.9' });
  expect(history()[0]!.params).not.toHaveProperty('cursor');

  const before = history().length;
  rerender(<MyOrdersPanel {...props} refreshKey={2} />);
  // The list stays on screen while it is read again.
  expect(screen.queryByRole('status')).toBeNull();
  await waitFor(() => expect(history()).toHaveLength(before + 1));
  expect(history().at(-1)!.params).toMatchObject({ page: 2, cursor: '176441.9' });
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(history().at(-1)!.params).not.toHaveProperty('cursor');
});

describe('an order: ticking and cancelling', () => {
  const chase = () => [
    chaseDraw(0, { orderStatus: 5, cancellable: false, winningNumber: '9,9,9,9,9' }),
    chaseDraw(1),
    chaseDraw(2),
    chaseDraw(3),
    chaseDraw(4),
  ];

  async function openChase(fakes: Parameters<typeof fakeEndpoints>[0] = {}) {
    const seen = fakeEndpoints({
      'GET /lgw/orders/today': () => ordersPage([chaseDraw(4), chaseDraw(3)]),
      'GET /lgw/orders/detail': () => orderDetail(chase(), { winningStop: true }),
      ...fakes,
    });
    const onBalance = renderPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(within(rows()[0]!).getByRole('button'));
    await screen.findByRole('heading', { name: 'Order LO200' });
    await screen.findByText('Total bet');
    return { seen, onBalance };
  }

  const box = (numero: string) =>
    screen.getByRole('checkbox', { name: new RegExp(`Select draw ${numero}`) });

  test('a chase: ticking a draw ticks the later one, saying so; the refund is cancelled and the balance passed on', async () => {
    let cancelled: number[] = [];
    const { seen, onBalance } = await openChase({
      'PUT /lgw/orders/suborders/cancel': (request) => {
        cancelled = request.body as number[];
        return { cancelled, refundAmount: 4, balance: 96 };
      },
      'GET /lgw/orders/detail': () =>
        orderDetail(
          chase().map((sub) =>
            cancelled.includes(sub.id) ? { ...sub, orderStatus: 8, cancellable: false } : sub,
          ),
          { winningStop: true },
        ),
    });
    expect(screen.getByText('Stop on win').nextSibling).toHaveTextContent('Yes');
    // The drawn draw has no box; the open ones say until when they can be cancelled.
    expect(screen.queryByRole('checkbox', { name: /20261128-0721/ })).toBeNull();
    expect(screen.getAllByText(/^Can cancel until \d\d:\d\d:\d\d$/)).toHaveLength(4);

    await userEvent.click(box('20261128-0724'));
    expect(box('20261128-0724')).toBeChecked();
    expect(box('20261128-0725')).toBeChecked();
    expect(box('20261128-0723')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Its later draw was selected too: a chase is cancelled from its last draw backwards.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel these sub-orders?' });
    expect(dialog).toHaveTextContent('Cancel 2 sub-orders? ￥4.00 goes back to your balance.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));

    await waitFor(() => expect(onBalance).toHaveBeenCalledWith(96));
    const put = seen.find((request) => request.method === 'PUT')!;
    expect(put.url).toBe('/lgw/orders/suborders/cancel');
    expect(put.body).toEqual([203, 204]);
    expect(screen.getByRole('status')).toHaveTextContent('Refunded ￥4.00');
    // The order is read again: the two draws now say so.
    await waitFor(() => expect(screen.getAllByText('Cancelled by you')).toHaveLength(2));
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  test('unticking a draw unticks the earlier ones that needed it', async () => {
    await openChase();
    await userEvent.click(box('20261128-0723'));
    expect(screen.getByRole('button', { name: 'Cancel selected (3)' })).toBeEnabled();
    await userEvent.click(box('20261128-0724'));
    expect(box('20261128-0723')).not.toBeChecked();
    expect(box('20261128-0725')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'An earlier draw was unselected too: it can only be cancelled together with this one.',
    );
  });

  test('the not-last refusal is explained in words, with a way to select from the last draw', async () => {
    const { onBalance } = await openChase({
      'PUT /lgw/orders/suborders/cancel': () =>
        fail(409, 'CANCEL_CHASE_ORDER_IS_NOT_LAST_START', 'cancel_chase_not_last', { id: 205 }),
    });
    await userEvent.click(box('20261128-0725'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'A chase is cancelled from its last draw backwards: select its later draws too, or start from the last one.',
    );
    expect(within(alert).getByRole('button', { name: 'Select from the last draw' })).toBeVisible();
    expect(onBalance).not.toHaveBeenCalled();
  });

  test('a closed draw and a lost connection are said in words', async () => {
    let reply: 'closed' | 'offline' = 'closed';
    await openChase({
      'PUT /lgw/orders/suborders/cancel': () =>
        reply === 'closed' ? fail(409, 'DRAW_CLOSED', 'draw_closed') : 'network-error',
    });
    await userEvent.click(box('20261128-0725'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betting on that draw has closed, so it can no longer be cancelled.',
    );
    reply = 'offline';
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No connection: nothing was changed. Try again when you are online.',
      ),
    );
  });
});

// Last in this file: it switches the language.
test('states are words in another language too (Vietnamese)', async () => {
  await initTestI18n(['common', 'lobby', 'lottery'], 'VI');
  fakeEndpoints({
    'GET /lgw/orders/today': () =>
      ordersPage([suborder(2, { orderStatus: 16 }), suborder(1, { orderStatus: 6 })]),
  });
  renderPanel();
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(rows()[0]).toHaveTextContent('Hòa — hoàn tiền cược');
  expect(rows()[1]).toHaveTextContent('Dừng sau khi thắng');
  expect(screen.getByRole('button', { name: 'Lịch sử' })).toBeInTheDocument();
});
