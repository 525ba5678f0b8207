import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MallHome, MallOrderPage } from '@lobby/platform-api/contract';
import { paths } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  logInAs,
  resetStores,
  setStatus,
} from '@lobby/shared/testing';
import { MallPage } from './MallPage';

beforeAll(() => initTestI18n(['common', 'mall']));
// Typing an address character by character, and the first render, take a while on a busy
// machine (two CPU cores shared with builds).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 8_000 });
beforeEach(() => setStatus({ whitelabel: { PTSYS3: true } }));
afterEach(() => resetStores());

const MALL: MallHome = {
  points: 450,
  stakePerPoint: 10,
  currencySymbol: '￥',
  items: [
    {
      id: 1,
      kind: 'BONUS',
      name: 'Bonus cash 10',
      description: '10.00 at once.',
      pointsCost: 100,
      bonus: 10,
      stock: 5,
    },
    {
      id: 3,
      kind: 'PHYSICAL',
      name: 'Wireless earbuds',
      description: 'Delivered.',
      pointsCost: 300,
      bonus: null,
      stock: 2,
    },
    {
      id: 4,
      kind: 'PHYSICAL',
      name: 'Smartphone',
      description: 'Delivered.',
      pointsCost: 20000,
      bonus: null,
      stock: 0,
    },
  ],
};
const ORDER = {
  orderNo: 'M20260301ABCDEFGHJK',
  itemId: 3,
  itemName: 'Wireless earbuds',
  kind: 'PHYSICAL' as const,
  points: 300,
  status: 'PENDING' as const,
  bonus: null,
  recipient: 'Ann Lee',
  phone: '+63 917 000 0000',
  address: '1 Main St, Makati',
  note: null,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
};
const NO_ORDERS: MallOrderPage = { list: [], pageNum: 1, totalPages: 0, total: 0 };

test('visitors are sent to login', () => {
  fakeApi(() => ok(MALL));
  renderAt(paths.mallHome, <MallPage />);
  expect(screen.getByTestId('location')).toHaveTextContent(paths.login);
});

test('points, rate and the catalogue with stock', async () => {
  logInAs(0);
  fakeApi(() => ok(MALL));
  renderAt(paths.mallHome, <MallPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
  expect(await screen.findByText('450')).toBeInTheDocument();
  expect(screen.getByText('1 point for every ￥10.00 of settled bets')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Catalogue' })).toHaveAttribute('aria-selected', 'true');
  const phone = screen.getByRole('button', { name: /Smartphone/ });
  expect(within(phone).getByText('Out of stock')).toBeInTheDocument();
  expect(
    within(screen.getByRole('button', { name: /Bonus cash 10/ })).getByText('5 left'),
  ).toBeInTheDocument();
});

test('a physical item: the detail asks for the address, redeems and shows the order', async () => {
  logInAs(0);
  let redeemed = false;
  const seen = fakeApi((request) => {
    if (request.url.startsWith('/wps/mall/redeem')) {
      redeemed = true;
      return ok({ order: ORDER, points: 150 });
    }
    if (request.url === '/wps/mall/orders')
      return ok(redeemed ? { ...NO_ORDERS, list: [ORDER], total: 1 } : NO_ORDERS);
    return ok(redeemed ? { ...MALL, points: 150 } : MALL);
  });
  const user = userEvent.setup();
  renderAt(paths.mallHome, <MallPage />);
  await user.click(await screen.findByRole('button', { name: /Wireless earbuds/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Wireless earbuds' });
  await user.type(within(sheet).getByLabelText('Recipient'), 'Ann Lee');
  await user.type(within(sheet).getByLabelText('Phone number'), '+63 917 000 0000');
  await user.type(within(sheet).getByLabelText('Address'), '1 Main St, Makati');
  await user.click(within(sheet).getByRole('button', { name: 'Redeem for 300 points' }));
  expect(await screen.findByText('Redeemed')).toBeInTheDocument();
  const call = seen.find((r) => r.url.startsWith('/wps/mall/redeem'));
  expect(call?.body).toMatchObject({
    itemId: 3,
    address: { recipient: 'Ann Lee', phone: '+63 917 000 0000', address: '1 Main St, Makati' },
  });
  expect(screen.getByRole('tab', { name: 'My orders' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Preparing')).toBeInTheDocument();
  expect(screen.getByText('To Ann Lee, 1 Main St, Makati')).toBeInTheDocument();
});

test('an item the member cannot afford or that is sold out cannot be redeemed', async () => {
  logInAs(0);
  fakeApi(() => ok({ ...MALL, points: 50 }));
  const user = userEvent.setup();
  renderAt(paths.mallHome, <MallPage />);
  await user.click(await screen.findByRole('button', { name: /Bonus cash 10/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Bonus cash 10' });
  expect(within(sheet).getByText('You do not have enough points yet.')).toBeInTheDocument();
  expect(within(sheet).getByRole('button', { name: 'Redeem for 100 points' })).toBeDisabled();
});

test('a refusal from the platform is told; an empty order history says so', async () => {
  logInAs(0);
  fakeApi((request) => {
    if (request.url.startsWith('/wps/mall/redeem'))
      return fail(409, 'OUT_OF_STOCK', 'out_of_stock');
    if (request.url === '/wps/mall/orders') return ok(NO_ORDERS);
    return ok(MALL);
  });
  const user = userEvent.setup();
  renderAt(paths.mallHome, <MallPage />);
  await user.click(await screen.findByRole('button', { name: /Bonus cash 10/ }));
  await user.click(await screen.findByRole('button', { name: 'Redeem for 100 points' }));
  expect(await screen.findByText('This item is out of stock')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('tab', { name: 'My orders' }));
  expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
});

test('with PTSYS3 off the mall is not offered', () => {
  logInAs(0);
  setStatus({ whitelabel: { PTSYS3: false } });
  fakeApi(() => ok(MALL));
  renderAt(paths.mallHome, <MallPage />);
  expect(screen.getByText(/coming soon/i)).toBeInTheDocument();
});

test('an error offers Retry', async () => {
  logInAs(0);
  let calls = 0;
  fakeApi(() => {
    calls += 1;
    return calls === 1 ? 'network-error' : ok(MALL);
  });
  renderAt(paths.mallHome, <MallPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('450')).toBeInTheDocument();
});

test('more than 20 orders: the pager shows the next page, keyboard too', async () => {
  logInAs(0);
  const order = (n: number) => ({
    ...ORDER,
    orderNo: `M20260301ORDER${String(n).padStart(4, '0')}`,
  });
  const seen = fakeApi((request) => {
    if (request.url !== '/wps/mall/orders') return ok(MALL);
    const pageNo = Number(request.params.pageNo);
    const from = (pageNo - 1) * 20;
    const list = Array.from({ length: Math.min(20, 21 - from) }, (_, i) => order(from + i + 1));
    return ok({ list, pageNum: pageNo, totalPages: 2, total: 21 });
  });
  const user = userEvent.setup();
  renderAt(paths.mallHome, <MallPage />);
  await user.click(await screen.findByRole('tab', { name: 'My orders' }));
  expect(await screen.findByText('M20260301ORDER0020')).toBeInTheDocument();
  expect(screen.queryByText('M20260301ORDER0021')).toBeNull();
  screen.getByRole('button', { name: 'Next' }).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('M20260301ORDER0021')).toBeInTheDocument();
  expect(screen.queryByText('M20260301ORDER0001')).toBeNull();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(seen.filter((r) => r.url === '/wps/mall/orders').map((r) => r.params.pageNo)).toEqual([
    1, 2,
  ]);
});
