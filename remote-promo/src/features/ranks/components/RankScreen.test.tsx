import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import { RankScreen } from './RankScreen';

/** The screen on its two routes, as the app's routes have it. */
const renderScreen = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path={paths.depositRank} element={<RankScreen kind="deposit" />} />
      <Route path={paths.betRank} element={<RankScreen kind="bet" />} />
    </Routes>,
  );

beforeAll(() => initTestI18n(['common', 'promo']));

const RANK = {
  days: 30,
  list: [
    { rank: 1, customerName: 'ag***1', amount: 20000 },
    { rank: 2, customerName: 'de***o', amount: 8888 },
  ],
};

test('/deposit-rank shows the m_deposit20 banner and the deposit ranking', async () => {
  const seen = fakeApi((request) =>
    request.url === '/wps/banners'
      ? ok([
          {
            id: 4,
            groupName: 'm_deposit20',
            url: '/wps/img/banner/4.svg',
            width: 690,
            height: 280,
            link: '',
          },
        ])
      : ok(RANK),
  );
  renderScreen('/deposit-rank');
  expect(await screen.findByRole('heading', { name: 'Deposit ranking' })).toBeInTheDocument();
  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('ag***1');
  expect(rows[1]).toHaveTextContent('20,000.00');
  expect(document.querySelector('img.rank__banner')).toHaveAttribute(
    'src',
    '/wps/img/banner/4.svg',
  );
  expect(seen.find((r) => r.url === '/wps/banners')?.params).toEqual({ groupName: 'm_deposit20' });
  expect(seen.some((r) => r.url === '/wps/rank/deposit')).toBe(true);
});

test('/bet-rank asks for the m_bet20 banner and the bet ranking; back goes home', async () => {
  const seen = fakeApi((request) =>
    request.url === '/wps/banners' ? ok([]) : ok({ days: 30, list: [] }),
  );
  renderScreen('/bet-rank');
  expect(await screen.findByRole('heading', { name: 'Bet ranking' })).toBeInTheDocument();
  expect(await screen.findByText(/no data/i)).toBeInTheDocument();
  expect(seen.find((r) => r.url === '/wps/banners')?.params).toEqual({ groupName: 'm_bet20' });
  expect(seen.some((r) => r.url === '/wps/rank/bet')).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
});

test('a failure offers a retry', async () => {
  let calls = 0;
  fakeApi(() => {
    calls += 1;
    return calls <= 2 ? fail(500, 'INTERNAL', 'unknown_error') : ok(RANK);
  });
  renderScreen('/bet-rank');
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});
