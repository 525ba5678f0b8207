import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import {
  containingServerHtmlBox,
  initTestI18n,
  fail,
  fakeApi,
  FULL_SCREEN_OVERLAY_HTML,
  ok,
  type FakeReply,
  renderAt,
} from '@lobby/shared/testing';
import type { Promotions } from '@lobby/platform-api/contract';
import { PromotionsPage } from './PromotionsPage';

/** The page on its two routes, as the app's routes have it. */
const renderPage = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path={paths.activity} element={<PromotionsPage />} />
      <Route path={paths.activityDetail} element={<PromotionsPage detailOnly />} />
    </Routes>,
  );

const DATA: Promotions = {
  categories: [
    { id: 1, name: 'Deposit' },
    { id: 2, name: 'Slots' },
    { id: 3, name: 'VIP' },
  ],
  list: [
    {
      id: 10,
      title: 'Welcome bonus 100%',
      imageUrl: '/wps/img/promo/10.svg',
      startDate: '2024-03-01',
      endDate: '2024-03-31',
      noExpiry: 0,
      content:
        '<p onclick="steal()">Double your <b>first deposit</b></p><script>window.hacked = true</script>',
      categoryIds: [1],
    },
    {
      id: 11,
      title: 'Free spins Friday',
      imageUrl: '/wps/img/promo/11.svg',
      startDate: '2024-01-01',
      endDate: null,
      noExpiry: 1,
      content: '<p>Spin for free</p>',
      categoryIds: [2],
    },
  ],
};

function platform(reply: () => FakeReply) {
  return fakeApi((request) =>
    request.url === '/wps/promotions' ? reply() : fail(404, 'NOT_FOUND', 'not_found'),
  );
}

describe('promotions', () => {
  beforeAll(() => initTestI18n(['common', 'promo']));

  it('shows a skeleton while loading, then the first category’s cards', async () => {
    const seen = platform(() => ok(DATA));
    renderPage('/m/activity');
    expect(screen.getByRole('status', { name: 'Loading promotions…' })).toBeInTheDocument();
    const first = await screen.findByRole('tab', { name: 'Deposit' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Promotion categories' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Welcome bonus 100%' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/wps/img/promo/10.svg');
    expect(screen.queryByText('Free spins Friday')).not.toBeInTheDocument();
    // in the reader's language (the server falls back to English)
    expect(seen[0]?.params).toEqual({ language: 'EN' });
  });

  it('switches category with the tabs', async () => {
    platform(() => ok(DATA));
    const user = userEvent.setup();
    renderPage('/m/activity');
    await user.click(await screen.findByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Free spins Friday')).toBeInTheDocument();
    expect(screen.queryByText('Welcome bonus 100%')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'VIP' }));
    expect(screen.getByText('No promotions in this category right now.')).toBeInTheDocument();
  });

  it('shows the empty state when there are no promotions at all', async () => {
    platform(() => ok({ categories: [], list: [] }));
    renderPage('/m/activity');
    expect(
      await screen.findByText('No promotions in this category right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows an error with retry, and recovers', async () => {
    let calls = 0;
    platform(() => (++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok(DATA)));
    renderPage('/m/activity');
    expect(await screen.findByText('Promotions could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome bonus 100%')).toBeInTheDocument();
  });

  it('opens the detail page from a card and shows sanitized content', async () => {
    platform(() => ok(DATA));
    renderPage('/m/activity');
    await userEvent.setup().click(await screen.findByRole('link', { name: /Welcome bonus 100%/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activityDetail?id=10');
    expect(await screen.findByRole('heading', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
    expect(screen.getByText(/2024\/03\/01 – 2024\/03\/31/)).toBeInTheDocument();
    const content = (await screen.findByText('first deposit')).closest('p');
    expect(content).not.toHaveAttribute('onclick');
    expect(document.querySelector('.promo-detail script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/m/activity',
    );
  });

  it('shows the detail in place when the id query is present', async () => {
    platform(() => ok(DATA));
    renderPage('/m/activity?id=11');
    expect(await screen.findByRole('heading', { name: 'Free spins Friday' })).toBeInTheDocument();
    expect(screen.getByText(/From 2024\/01\/01, long term/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('keeps an operator box with position:fixed inside the promotion (cannot cover the app)', async () => {
    const overlay = {
      ...DATA.list[1]!,
      id: 12,
      content: `${FULL_SCREEN_OVERLAY_HTML}<p>Terms</p>`,
    };
    platform(() => ok({ ...DATA, list: [...DATA.list, overlay] }));
    renderPage('/m/activity?id=12');
    const box = containingServerHtmlBox(await screen.findByText('Covering box'));
    expect(box).toHaveClass('promo-detail__content');
    expect(box).toContainElement(screen.getByText('Terms'));
  });

  it('says when a promotion does not exist', async () => {
    platform(() => ok(DATA));
    renderPage('/m/activityDetail?id=999');
    expect(await screen.findByText('This promotion is not available.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
        'href',
        '/m/activity',
      ),
    );
  });
});
