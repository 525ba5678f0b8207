import { screen, waitFor } from '@testing-library/react';
import { paths } from '@lobby/shared';
import { fakeApi, initTestI18n, ok, renderAt } from '@lobby/shared/testing';
import App from './App';

// The screens' own tests render them directly; this one shows which route opens which screen.
beforeAll(() => initTestI18n(['common', 'promo']));
beforeEach(() =>
  fakeApi((request) =>
    request.url === '/wps/promotions'
      ? ok({ categories: [], list: [] })
      : request.url === '/wps/banners'
        ? ok([])
        : ok({ days: 30, list: [] }),
  ),
);

test('/m/activity opens the promotions list', async () => {
  renderAt(paths.activity, <App />);
  expect(screen.getByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading promotions…' })).not.toBeInTheDocument(),
  );
  expect(screen.queryByText('This promotion is not available.')).not.toBeInTheDocument();
});

test('/m/activityDetail always opens one promotion', async () => {
  renderAt(paths.activityDetail, <App />);
  expect(await screen.findByText('This promotion is not available.')).toBeInTheDocument();
});

test.each([
  [paths.depositRank, 'Deposit ranking'],
  [paths.betRank, 'Bet ranking'],
])('%s opens the %s', async (path, heading) => {
  renderAt(path, <App />);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(await screen.findByText(/no data/i)).toBeInTheDocument();
});
