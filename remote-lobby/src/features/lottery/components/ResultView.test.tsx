import { render, screen, within } from '@testing-library/react';
import { familyOf, seedStream } from '@lobby/platform-api/lottery-rules';
import { initTestI18n } from '@lobby/shared/testing';
import { ResultView } from './ResultView';

/** Draw times in the Horse year (2026) and the first minute of the Goat year (2027, HKT). */
const HORSE_YEAR = '2026-11-28T12:00:00.000Z';
const GOAT_YEAR = '2027-02-05T16:00:00.000Z';

beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));

const SEED = 'a'.repeat(64);
const drawn = (family: 'VN_NORTH' | 'VN_SOUTH') =>
  familyOf(family)!.draw(seedStream(SEED)).join(',');

test('digits: one ball per digit, the whole result said once', () => {
  render(<ResultView drawAt={HORSE_YEAR} family="LOTTO5D" winningNumber="3,7,1,0,9" />);
  const result = screen.getByRole('img', { name: 'Result: 3, 7, 1, 0, 9' });
  expect(within(result).getAllByText(/^\d$/)).toHaveLength(5);
});

test('Lucky 28: the three digits "= sum"', () => {
  render(<ResultView drawAt={HORSE_YEAR} family="LUCKY28" winningNumber="3,7,1" />);
  const result = screen.getByRole('img', { name: 'Result: 3, 7, 1; sum 11' });
  expect(within(result).getByText('=')).toBeInTheDocument();
  expect(within(result).getByText('11')).toBeInTheDocument();
});

test('dice: three faces with their pips and the sum', () => {
  const { container } = render(
    <ResultView drawAt={HORSE_YEAR} family="FAST3" winningNumber="2,5,6" />,
  );
  const result = screen.getByRole('img', { name: 'Result: 2, 5, 6; sum 13' });
  expect(within(result).getByText('13')).toBeInTheDocument();
  const faces = container.querySelectorAll('svg');
  expect(faces).toHaveLength(3);
  expect([...faces].map((face) => face.querySelectorAll('circle').length)).toEqual([2, 5, 6]);
});

test('cars: ten numbered tiles, spoken without the leading zero', () => {
  render(
    <ResultView drawAt={HORSE_YEAR} family="PK10" winningNumber="03,07,10,01,02,04,05,06,08,09" />,
  );
  const result = screen.getByRole('img', { name: 'Result: 3, 7, 10, 1, 2, 4, 5, 6, 8, 9' });
  expect(within(result).getByText('03')).toHaveClass('lr-car', 'lr-car--3');
  expect(within(result).getAllByText(/^\d\d$/)).toHaveLength(10);
});

test('Mark Six: six balls, "+", the special ball, each with its colour and zodiac', () => {
  render(<ResultView drawAt={HORSE_YEAR} family="MARKSIX" winningNumber="20,07,48,14,44,42,21" />);
  const result = screen.getByRole('img', {
    name: /^Result: 20 \(blue, Pig\), 7 \(red, Rat\), .*; special number 21 \(green, Dog\)$/,
  });
  expect(within(result).getByText('+')).toBeInTheDocument();
  expect(within(result).getByText('21')).toHaveClass('lr-ball--green');
  expect(within(result).getByText('Dog')).toBeInTheDocument();
  expect(within(result).getAllByText(/^\d\d$/)).toHaveLength(7);
});

test("Mark Six: the animals of the draw's own lunar year (the Goat year from 6 Feb 2027)", () => {
  render(<ResultView drawAt={GOAT_YEAR} family="MARKSIX" winningNumber="20,07,48,14,44,42,21" />);
  const result = screen.getByRole('img', {
    name: /^Result: 20 \(blue, Rat\), 7 \(red, Ox\), .*; special number 21 \(green, Pig\)$/,
  });
  expect(within(result).getByText('Pig')).toBeInTheDocument();
  expect(within(result).queryByText('Dog')).not.toBeInTheDocument();
});

test('Mark Six past the lunar calendar: numbers and colours, no animal guessed', () => {
  render(
    <ResultView
      drawAt="2041-06-01T00:00:00Z"
      family="MARKSIX"
      winningNumber="20,07,48,14,44,42,21"
    />,
  );
  screen.getByRole('img', {
    name: /^Result: 20 \(blue\), 7 \(red\), .*; special number 21 \(green\)$/,
  });
});

test('Keno: twenty balls', () => {
  const balls = Array.from({ length: 20 }, (_, i) => String(i * 4 + 1).padStart(2, '0'));
  render(<ResultView drawAt={HORSE_YEAR} family="KENO" winningNumber={balls.join(',')} />);
  expect(within(screen.getByRole('img')).getAllByText(/^\d\d$/)).toHaveLength(20);
});

test('Vietnamese compact: the special prize, labelled', () => {
  const result = drawn('VN_NORTH');
  const special = result.split(',')[0]!;
  render(<ResultView drawAt={HORSE_YEAR} family="VN_NORTH" winningNumber={result} />);
  const view = screen.getByRole('img', { name: `Result: special prize ${special}` });
  expect(within(view).getByText('Special')).toBeInTheDocument();
  expect(within(view).getByText(special)).toBeInTheDocument();
});

test.each([
  ['VN_NORTH', 27, 8, 'Seventh prize'],
  ['VN_SOUTH', 18, 9, 'Eighth prize'],
] as const)('%s full: the prize table with its %i numbers', (family, numbers, prizes, last) => {
  const result = drawn(family);
  render(<ResultView drawAt={HORSE_YEAR} family={family} winningNumber={result} variant="full" />);
  const table = screen.getByRole('table', { name: 'Prize table' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(prizes);
  expect(within(rows[0]!).getByRole('rowheader', { name: 'Special prize' })).toBeInTheDocument();
  expect(within(rows.at(-1)!).getByRole('rowheader', { name: last })).toBeInTheDocument();
  const items = within(table).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(result.split(','));
  expect(items).toHaveLength(numbers);
});

test('a result of an unexpected shape still shows its numbers', () => {
  render(<ResultView drawAt={HORSE_YEAR} family="VN_SOUTH" winningNumber="12,34" variant="full" />);
  expect(screen.getByRole('img', { name: 'Result: 12, 34' })).toBeInTheDocument();
});

test('Vietnamese readers see the prizes in Vietnamese', async () => {
  await initTestI18n(['common', 'lobby', 'lottery'], 'VI');
  const { unmount } = render(
    <ResultView
      drawAt={HORSE_YEAR}
      family="VN_SOUTH"
      winningNumber={drawn('VN_SOUTH')}
      variant="full"
    />,
  );
  try {
    expect(screen.getByRole('rowheader', { name: 'Giải đặc biệt' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Giải tám' })).toBeInTheDocument();
  } finally {
    unmount();
    await initTestI18n(['common', 'lobby', 'lottery']);
  }
});
