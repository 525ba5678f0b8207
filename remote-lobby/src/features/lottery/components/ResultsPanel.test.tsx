import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { familyOf, seedCommitment, seedStream } from '@lobby/platform-api/lottery-rules';
import { fail, fakeEndpoints, initTestI18n, type FakeAnswer } from '@lobby/shared/testing';
import { ResultsPanel } from './ResultsPanel';

type Draw = FakeAnswer<'GET /lgw/draw/:gameId'>['list'][number];

beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));

const seedOf = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

/** A draw made with the published rule: the commitment and the result come from its seed. */
function drawn(n: number, overrides: Partial<Draw> = {}): Draw {
  const seed = seedOf(n);
  return {
    numero: `20261128-${String(n).padStart(4, '0')}`,
    openAt: '2026-11-28T02:00:00.000Z',
    closeAt: '2026-11-28T02:00:55.000Z',
    drawAt: `2026-11-28T02:${String(n % 60).padStart(2, '0')}:00.000Z`,
    commitment: seedCommitment(seed),
    state: 'SETTLED',
    seed,
    winningNumber: familyOf('LOTTO5D')!.draw(seedStream(seed)).join(','),
    ...overrides,
  };
}

const history = (list: Draw[]): FakeAnswer<'GET /lgw/draw/:gameId'> => ({
  gameId: 7,
  family: 'LOTTO5D',
  list,
});

const row = (numero: string) =>
  screen.getByRole('heading', { name: `Draw ${numero}` }).closest('li')!;

test('a draw made by the published rule passes both checks, with its seed and commitment', async () => {
  const draw = drawn(12);
  fakeEndpoints({ 'GET /lgw/draw/:gameId': () => history([draw]) });
  render(<ResultsPanel gameId={7} family="LOTTO5D" />);

  const item = within(await screen.findByRole('listitem')).getByRole('img');
  expect(item).toHaveAccessibleName(`Result: ${draw.winningNumber!.split(',').join(', ')}`);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

  const check = within(row(draw.numero));
  expect(check.getByText('Commitment matches ✓')).toBeInTheDocument();
  expect(check.getByText('Result matches ✓')).toBeInTheDocument();
  expect(check.getByText(draw.seed!)).toBeInTheDocument();
  expect(check.getByText(draw.commitment)).toBeInTheDocument();
  expect(check.getByText(/SHA-256 of the seed is the commitment/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-expanded', 'true');
});

test('a tampered result and a tampered commitment each show what failed', async () => {
  const honest = drawn(3);
  const derived = honest.winningNumber!;
  const tampered = drawn(3, { numero: '20261128-0004', winningNumber: '9,9,9,9,9' });
  const badCommitment = drawn(5, { commitment: seedCommitment(seedOf(6)) });
  fakeEndpoints({ 'GET /lgw/draw/:gameId': () => history([tampered, badCommitment]) });
  render(<ResultsPanel gameId={7} family="LOTTO5D" />);
  await screen.findByRole('heading', { name: `Draw ${tampered.numero}` });

  await userEvent.click(within(row(tampered.numero)).getByRole('button', { name: 'Verify' }));
  const first = within(row(tampered.numero));
  expect(first.getByText('Commitment matches ✓')).toBeInTheDocument();
  expect(
    first.getByText(`Result does not match ✗ (the rule gives ${derived})`),
  ).toBeInTheDocument();
  expect(first.queryByText('Result matches ✓')).not.toBeInTheDocument();

  await userEvent.click(within(row(badCommitment.numero)).getByRole('button', { name: 'Verify' }));
  const second = within(row(badCommitment.numero));
  expect(second.getByText('Commitment does not match ✗')).toBeInTheDocument();
  expect(second.getByText('Result matches ✓')).toBeInTheDocument();
});

test('open and void draws say so, without a result or a check', async () => {
  const open = drawn(9, { state: 'OPEN', seed: null, winningNumber: null });
  const voided = drawn(8, { state: 'VOID', seed: null, winningNumber: null });
  fakeEndpoints({ 'GET /lgw/draw/:gameId': () => history([open, voided]) });
  render(<ResultsPanel gameId={7} family="LOTTO5D" />);

  expect(await screen.findByText('Waiting for the draw')).toBeInTheDocument();
  expect(screen.getByText('Void — bets refunded')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('30 draws first, "Show more" asks for 100', async () => {
  // this game has 31 draws so far: a full first page, then all of them
  const seen = fakeEndpoints({
    'GET /lgw/draw/:gameId': (request) =>
      history(
        Array.from({ length: Math.min(Number(request.params.size), 31) }, (_, i) => drawn(i + 1)),
      ),
  });
  const rows = () => screen.queryAllByText(/^Draw 20261128-\d{4}$/);
  render(<ResultsPanel gameId={7} family="LOTTO5D" />);
  await waitFor(() => expect(rows()).toHaveLength(30), { timeout: 5000 });
  expect(seen.map((request) => [request.url, request.params.size])).toEqual([['/lgw/draw/7', 30]]);

  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(rows()).toHaveLength(31), { timeout: 5000 });
  expect(seen.at(-1)!.params.size).toBe(100);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
}, 15_000);

test('a failed read offers Retry; an empty history says so', async () => {
  let calls = 0;
  fakeEndpoints({
    'GET /lgw/draw/:gameId': () => {
      calls += 1;
      return calls === 1 ? fail(500, 'INTERNAL', 'internal') : history([]);
    },
  });
  render(<ResultsPanel gameId={7} family="LOTTO5D" />);
  expect(await screen.findByText('The results could not load.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No draws yet.')).toBeInTheDocument();
});

test('a refresh that brings a newer draw announces it; the first answer does not', async () => {
  const older = drawn(1);
  const newer = drawn(2);
  let list = [older];
  fakeEndpoints({ 'GET /lgw/draw/:gameId': () => history(list) });
  const { rerender } = render(<ResultsPanel gameId={7} family="LOTTO5D" refreshKey={0} />);
  await screen.findByRole('heading', { name: `Draw ${older.numero}` });
  const live = screen.getByRole('status');
  expect(live).toBeEmptyDOMElement();

  list = [newer, older];
  rerender(<ResultsPanel gameId={7} family="LOTTO5D" refreshKey={1} />);
  await screen.findByRole('heading', { name: `Draw ${newer.numero}` });
  await waitFor(() =>
    expect(live).toHaveTextContent(
      `New result, draw ${newer.numero}. Result: ${newer.winningNumber!.split(',').join(', ')}`,
    ),
  );
  // the older rows stayed on screen while the refresh was read
  expect(screen.getByRole('heading', { name: `Draw ${older.numero}` })).toBeInTheDocument();
});

test('a Vietnamese row shows the special prize, and all prizes on demand', async () => {
  const seed = seedOf(4);
  const result = familyOf('VN_SOUTH')!.draw(seedStream(seed));
  fakeEndpoints({
    'GET /lgw/draw/:gameId': () => ({
      gameId: 9,
      family: 'VN_SOUTH',
      list: [drawn(4, { winningNumber: result.join(',') })],
    }),
  });
  render(<ResultsPanel gameId={9} family="VN_SOUTH" />);
  expect(
    await screen.findByRole('img', { name: `Result: special prize ${result[0]}` }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  const allPrizes = screen.getByRole('button', { name: 'All prizes' });
  await userEvent.click(allPrizes);
  expect(allPrizes).toHaveAttribute('aria-pressed', 'true');
  expect(within(screen.getByRole('table')).getAllByRole('listitem')).toHaveLength(18);

  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByText('Result matches ✓')).toBeInTheDocument();
});

test('another game reads its own history once, from the first page', async () => {
  const seen = fakeEndpoints({
    'GET /lgw/draw/:gameId': (request) =>
      history(
        Array.from({ length: Math.min(Number(request.params.size), 31) }, (_, i) => drawn(i + 1)),
      ),
  });
  const { rerender } = render(<ResultsPanel gameId={7} family="LOTTO5D" />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Show more' }, { timeout: 5000 }),
  );
  await waitFor(() => expect(seen).toHaveLength(2));

  rerender(<ResultsPanel gameId={8} family="LOTTO5D" />);
  await screen.findByRole('button', { name: 'Show more' }, { timeout: 5000 });
  expect(seen.map((request) => [request.url, request.params.size])).toEqual([
    ['/lgw/draw/7', 30],
    ['/lgw/draw/7', 100],
    ['/lgw/draw/8', 30],
  ]);
}, 15_000);
