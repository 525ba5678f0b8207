import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeEndpoints, initTestI18n, type FakeAnswer } from '@lobby/shared/testing';
import { TrendPanel } from './TrendPanel';

type Trend = FakeAnswer<'GET /lgw/trend/:gameId'>;

beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A digit trend: position p's value v came (v + p) % 4 times, last seen v draws ago. */
function digitTrend(draws: number, positions = 5): Trend {
  return {
    gameId: 7,
    draws,
    positions: Array.from({ length: positions }, (_, p) => ({
      position: p + 1,
      values: DIGITS.map((value, v) => ({ value, hits: (v + p) % 4, missStreak: v })),
    })),
  };
}

const rowOf = (value: string) =>
  screen.getByRole('rowheader', { name: value }).closest('tr') as HTMLElement;

test('the trend of 30 draws first; switching to 50 asks for size=50', async () => {
  const seen = fakeEndpoints({
    'GET /lgw/trend/:gameId': (request) => digitTrend(Number(request.params.size)),
  });
  render(<TrendPanel gameId={7} family="LOTTO5D" />);

  expect(
    await screen.findByRole('table', {
      name: 'Position 1: hits and miss streaks over the last 30 draws',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Last 30' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Last 50' }));
  expect(
    await screen.findByRole('table', {
      name: 'Position 1: hits and miss streaks over the last 50 draws',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Last 50' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Last 30' })).toHaveAttribute('aria-pressed', 'false');
  expect(seen.map((request) => [request.url, request.params.size])).toEqual([
    ['/lgw/trend/7', '30'],
    ['/lgw/trend/7', '50'],
  ]);
});

test('each value with its hits and miss streak; the hottest and the longest miss are named', async () => {
  fakeEndpoints({ 'GET /lgw/trend/:gameId': () => digitTrend(30) });
  render(<TrendPanel gameId={7} family="LOTTO5D" />);
  await screen.findByRole('table');

  // position 1: value v came v % 4 times: 3 and 7 are the hottest (3 hits); 9 missed longest
  expect(
    within(rowOf('3'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['3Hot', '3']);
  expect(within(rowOf('7')).getByText('Hot')).toBeInTheDocument();
  expect(within(rowOf('2')).queryByText('Hot')).not.toBeInTheDocument();
  expect(within(rowOf('9')).getByText('Cold')).toBeInTheDocument();
  expect(screen.getAllByText('Cold')).toHaveLength(1);
});

test('a position switch shows that position; many positions get a list', async () => {
  fakeEndpoints({ 'GET /lgw/trend/:gameId': () => digitTrend(30) });
  render(<TrendPanel gameId={7} family="LOTTO5D" />);
  await screen.findByRole('table');
  const positions = screen.getByRole('group', { name: 'Position' });
  expect(within(positions).getAllByRole('button')).toHaveLength(5);

  await userEvent.click(within(positions).getByRole('button', { name: 'Position 2' }));
  expect(screen.getByRole('button', { name: 'Position 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(
    screen.getByRole('table', { name: 'Position 2: hits and miss streaks over the last 30 draws' }),
  ).toBeInTheDocument();
  // position 2: value v came (v + 1) % 4 times: 2 and 6 are the hottest now
  expect(within(rowOf('2')).getByText('Hot')).toBeInTheDocument();
});

test('Vietnamese positions are prizes, chosen from a list', async () => {
  fakeEndpoints({
    'GET /lgw/trend/:gameId': () => ({
      gameId: 9,
      draws: 30,
      positions: Array.from({ length: 27 }, (_, p) => ({
        position: p + 1,
        values: [{ value: String(10000 + p), hits: 1, missStreak: 0 }],
      })),
    }),
  });
  render(<TrendPanel gameId={9} family="VN_NORTH" />);
  const list = await screen.findByRole('combobox', { name: 'Position' });
  expect(within(list).getAllByRole('option')).toHaveLength(27);
  expect(within(list).getByRole('option', { name: 'Special prize' })).toBeInTheDocument();

  await userEvent.selectOptions(list, 'Second prize 2');
  expect(
    screen.getByRole('table', {
      name: 'Second prize 2: hits and miss streaks over the last 30 draws',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: '10003' })).toBeInTheDocument();
});

test('a failed read offers Retry; no draws yet says so', async () => {
  let calls = 0;
  fakeEndpoints({
    'GET /lgw/trend/:gameId': () => {
      calls += 1;
      return calls === 1
        ? fail(500, 'INTERNAL', 'internal')
        : { gameId: 7, draws: 0, positions: [] };
    },
  });
  render(<TrendPanel gameId={7} family="LOTTO5D" />);
  expect(await screen.findByText('The trend could not load.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No draws yet to chart.')).toBeInTheDocument();
});

test("Mark Six's seventh position is the special number; a refresh reads the trend again", async () => {
  const seen = fakeEndpoints({
    'GET /lgw/trend/:gameId': () => ({
      gameId: 5,
      draws: 30,
      positions: Array.from({ length: 7 }, (_, p) => ({
        position: p + 1,
        values: [{ value: String(p + 10), hits: 1, missStreak: 2 }],
      })),
    }),
  });
  const { rerender } = render(<TrendPanel gameId={5} family="MARKSIX" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Special number' }));
  expect(
    screen.getByRole('table', {
      name: 'Special number: hits and miss streaks over the last 30 draws',
    }),
  ).toBeInTheDocument();

  rerender(<TrendPanel gameId={5} family="MARKSIX" refreshKey={1} />);
  await waitFor(() => expect(seen).toHaveLength(2));
  // the chosen position stays on screen through the refresh
  expect(screen.getByRole('button', { name: 'Special number' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
