import type { AnswerOf } from '@lobby/platform-api/contract';

// Sub-orders and orders of the lottery's My orders, as /lgw answers them (typed by the contract).

type Suborder = AnswerOf<'GET', '/lgw/orders'>['list'][number];
type OrderDetail = AnswerOf<'GET', '/lgw/orders/detail'>;
type OrdersPage = AnswerOf<'GET', '/lgw/orders'>;

/** 2026-11-28 12:00:00 UTC: the tests' server clock. */
export const NOW = Date.parse('2026-11-28T12:00:00Z');

/** A Lotto 5D 5-star direct sub-order (play 1001) of a one-draw order LO100. */
export const suborder = (id: number, over: Partial<Suborder> = {}): Suborder => ({
  id,
  orderNumber: 'LO100',
  gameId: 7,
  gameName: 'TCG Lotto 5D 1 Min',
  numero: '20261128-0721',
  playId: 1001,
  playCode: 'LOTTO5D.STAR5.DIRECT',
  bettingNumber: '1,2,3,4,5',
  stakes: 1,
  mode: '1',
  series: 1950,
  multiple: 1,
  bettingSumAmount: 2,
  winningAmount: 0,
  orderStatus: 2,
  winningNumber: null,
  chase: false,
  cancellable: true,
  cancellableUntil: '2026-11-28T12:00:55Z',
  createdAt: '2026-11-28T11:59:30Z',
  drawAt: '2026-11-28T12:01:00Z',
  ...over,
});

/** The n-th draw (0 first) of a chase order LO200, one minute apart, each 2.00. */
export const chaseDraw = (n: number, over: Partial<Suborder> = {}): Suborder => {
  const draw = Date.parse('2026-11-28T12:01:00Z') + n * 60_000;
  return suborder(200 + n, {
    orderNumber: 'LO200',
    chase: true,
    numero: `20261128-${String(721 + n).padStart(4, '0')}`,
    drawAt: new Date(draw).toISOString(),
    cancellableUntil: new Date(draw - 5_000).toISOString(),
    ...over,
  });
};

export const ordersPage = (list: Suborder[], over: Partial<OrdersPage> = {}): OrdersPage => ({
  list,
  page: 1,
  size: 20,
  total: list.length,
  nextCursor: null,
  plannedAmount: list.reduce((sum, sub) => sum + sub.bettingSumAmount, 0),
  actualAmount: 0,
  winningAmount: list.reduce((sum, sub) => sum + sub.winningAmount, 0),
  ...over,
});

export const orderDetail = (
  subOrders: Suborder[],
  over: Partial<OrderDetail> = {},
): OrderDetail => ({
  orderNumber: subOrders[0]?.orderNumber ?? 'LO100',
  gameId: 7,
  gameName: 'TCG Lotto 5D 1 Min',
  numero: subOrders[0]?.numero ?? '20261128-0721',
  chase: subOrders[0]?.chase ?? false,
  winningStop: false,
  totalBettingAmount: subOrders.reduce((sum, sub) => sum + sub.bettingSumAmount, 0),
  rebateAmount: 0,
  winningAmount: subOrders.reduce((sum, sub) => sum + sub.winningAmount, 0),
  createdAt: '2026-11-28T11:59:30Z',
  subOrders,
  ...over,
});
