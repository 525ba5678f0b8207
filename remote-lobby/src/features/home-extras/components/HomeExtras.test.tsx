import { act, render, screen } from '@testing-library/react';
import { initTestI18n, fakeApi, fail, ok } from '@lobby/shared/testing';
import { JACKPOT_MAX, JACKPOT_MIN, nextStep, randomStart } from '../hooks/use-jackpot-ticker';
import { HomeExtras } from './HomeExtras';

beforeAll(() => initTestI18n(['common', 'lobby']));
afterEach(() => jest.useRealTimers());

const winners = Array.from({ length: 20 }, (_, i) => ({
  iconUrl: `/wps/img/game/${i}.svg`,
  gameName: `Game ${i}`,
  customerName: `te***${i}`,
  winAmount: 1234.5 + i,
}));

test('the ticker starts in 100,000,000–1,000,000,000 and adds 100–500 every 3, 4 or 5 s', () => {
  expect(randomStart(() => 0)).toBe(JACKPOT_MIN);
  expect(randomStart(() => 0.999999999)).toBeLessThan(JACKPOT_MAX);
  expect(nextStep(() => 0)).toEqual({ add: 100, delayMs: 3000 });
  expect(nextStep(() => 0.9999)).toEqual({ add: 500, delayMs: 5000 });
  expect(nextStep(() => 0.5).delayMs).toBe(4000);
});

test('jackpot from the platform ticks up; 20 winners scroll one row every 2000 ms, looping', async () => {
  jest.useFakeTimers();
  const seen = fakeApi((request) => {
    if (request.url === '/wps/game/jackpot')
      return ok({ value: 123456789.01, currencySymbol: '￥' });
    if (request.url === '/wps/game/winners') return ok({ list: winners });
    return fail(404, 'NOT_FOUND', 'not_found');
  });
  render(<HomeExtras />);
  const jackpot = await screen.findByText('￥123,456,789.01');
  expect(jackpot).toBeInTheDocument();
  expect(seen.find((r) => r.url === '/wps/game/winners')!.params).toMatchObject({
    gameCategory: 'ALL',
    limitNum: '20',
  });
  const list = (await screen.findAllByText('te***0'))[0]!.closest('ul')!;
  expect(screen.getAllByText('￥1,234.50').length).toBeGreaterThan(0);
  expect(list).toHaveAttribute('data-offset', '0');
  act(() => jest.advanceTimersByTime(2000));
  expect(list).toHaveAttribute('data-offset', '1');
  act(() => jest.advanceTimersByTime(2000 * 19));
  expect(list).toHaveAttribute('data-offset', '0');
  act(() => jest.advanceTimersByTime(5000));
  const value = Number(screen.getByTestId('jackpot-value').textContent!.replace(/[^\d.]/g, ''));
  expect(value).toBeGreaterThanOrEqual(123456789.01 + 100);
});

test('no winners shows nothing of the board', async () => {
  fakeApi((request) =>
    request.url === '/wps/game/winners' ? ok({ list: [] }) : fail(500, 'INTERNAL', 'unknown_error'),
  );
  render(<HomeExtras />);
  expect(await screen.findByTestId('jackpot-value')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Latest winners' })).not.toBeInTheDocument();
});
