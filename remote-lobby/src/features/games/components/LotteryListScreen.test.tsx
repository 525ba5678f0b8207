import { screen, within } from '@testing-library/react';
import { fakeEndpoints, initTestI18n, renderAt } from '@lobby/shared/testing';
import { game } from '@/test/lobby-fixtures';
import { LotteryListScreen } from './LotteryListScreen';

beforeAll(() => initTestI18n(['common', 'lobby']));

const serverTime = new Date().toISOString();
const nextDraw = {
  numero: '20261128-0001',
  closeAt: new Date(Date.now() + 90_000).toISOString(),
  drawAt: new Date(Date.now() + 100_000).toISOString(),
};
const lgwGame = (gameId: number, gameName: string, vendorCode: string) => ({
  gameId,
  gameName,
  vendorCode,
  gameCategory: 'LOTT',
  family: 'FAST3',
  cadence: 'M1' as const,
  drawTime: null,
  weekdays: [],
  available: true,
  nextDraw,
});

test('games of the same name from two vendors show under their vendor', async () => {
  fakeEndpoints({
    'GET /wps/lottery/menu': () => ({
      menu: [
        {
          gameCategory: 'LOTT',
          vendors: [
            { vassalage: 'TCG', displayName: 'TCG Lottery', gameCount: 1 },
            { vassalage: 'GPI', displayName: 'GPI Lottery', gameCount: 1 },
          ],
        },
        { gameCategory: 'ELOTT', vendors: [] },
      ],
    }),
    'GET /wps/lottery/list': () => ({
      list: [game(11, 'Fast 3 1 Min', 'LOTT', 'TCG'), game(21, 'Fast 3 1 Min', 'LOTT', 'GPI')],
    }),
    'GET /lgw/games': () => ({
      serverTime,
      list: [lgwGame(11, 'Fast 3 1 Min', 'TCG'), lgwGame(21, 'Fast 3 1 Min', 'GPI')],
    }),
  });
  renderAt('/m/lottery', <LotteryListScreen />);
  const tcg = await screen.findByRole('region', { name: 'TCG Lottery' }, { timeout: 5000 });
  const gpi = screen.getByRole('region', { name: 'GPI Lottery' });
  expect(within(tcg).getByRole('link', { name: /Fast 3 1 Min/ })).toHaveAttribute(
    'href',
    '/m/startLottery?mui=TCG&playType=trad&gameId=11',
  );
  expect(within(gpi).getByRole('link', { name: /Fast 3 1 Min/ })).toHaveAttribute(
    'href',
    '/m/startLottery?mui=GPI&playType=trad&gameId=21',
  );
});
