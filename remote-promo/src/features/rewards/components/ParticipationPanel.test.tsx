import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type {
  Participation,
  PromotionParticipation,
  PromotionRule,
} from '@lobby/platform-api/contract';
import { paths, useToastStore } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeRequest,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import { ParticipationPanel } from './ParticipationPanel';

const RULE: PromotionRule = {
  joinMode: 'APPLY',
  rewardKind: 'FIXED',
  rewardAmount: 12,
  rewardPercent: null,
  rewardCap: null,
  turnoverMultiple: 3,
  firstDepositOnly: false,
  recurrence: 'NONE',
  startsAt: '2024-01-01T00:00:00.000Z',
  endsAt: '2099-12-31T00:00:00.000Z',
  period: 'OPEN',
};

const APPLYING: Participation = {
  id: 41,
  promotionId: 3,
  title: 'Slots Rebate',
  state: 'APPLYING',
  comment: 'Played 500 spins',
  imageCount: 1,
  rejectReason: null,
  bonus: null,
  turnoverRequired: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  issuedAt: null,
  claimedAt: null,
  endsAt: RULE.endsAt,
};

const view = (over: Partial<PromotionParticipation>): PromotionParticipation => ({
  promotionId: 3,
  rule: RULE,
  participation: null,
  action: 'APPLY',
  ...over,
});

const renderPanel = () =>
  renderAt(
    '/m/activityDetail?id=3',
    <Routes>
      <Route path={paths.activityDetail} element={<ParticipationPanel promotionId={3} />} />
      <Route path={paths.login} element={<p>login page</p>} />
    </Routes>,
  );

/** A PNG's signature and filler bytes, as a picked file. */
const pngFile = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

describe('taking part on the promotion page', () => {
  beforeAll(() => initTestI18n(['common', 'promo']));
  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the rule; a visitor is sent to login', async () => {
    fakeApi(() => ok(view({})));
    const user = userEvent.setup();
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Take part' });
    expect(within(section).getByText('Apply (an operator reviews it)')).toBeVisible();
    expect(within(section).getByText('￥12.00')).toBeVisible();
    expect(within(section).getByText('Bets of 3× the bonus before withdrawing')).toBeVisible();
    expect(within(section).getByText('Every member')).toBeVisible();
    expect(within(section).getByText('Once')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Log in to take part' }));
    expect(screen.getByText('login page')).toBeVisible();
  });

  it('refuses a trial user with the shared message', async () => {
    logInAs(4);
    fakeApi(() => ok(view({})));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(useToastStore.getState().toasts[0]?.message).toBe(
      'Please login an actual account to use this function',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('applies with a comment and images checked before upload', async () => {
    logInAs(0);
    let applied = false;
    const seen = fakeApi((request: FakeRequest) => {
      if (request.method === 'POST') {
        applied = true;
        return ok(APPLYING);
      }
      return ok(applied ? view({ participation: APPLYING, action: null }) : view({}));
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' });
    await user.type(comment, 'Played 500 spins');
    expect(screen.getByText('16/140 characters')).toBeVisible();
    const picker = screen.getByLabelText('Add images');

    // A text file named .png is refused by its bytes, like the server does.
    await user.upload(
      picker,
      new File(['hello, not an image'], 'proof.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG or JPG images');
    await user.upload(picker, pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 5 MB');
    await user.upload(
      picker,
      [1, 2, 3, 4].map((n) => pngFile(`${n}.png`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 images');

    await user.upload(picker, [pngFile('a.png'), pngFile('b.png')]);
    expect(await screen.findByRole('img', { name: 'Image 1: a.png' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.queryByRole('img', { name: 'Image 2: b.png' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(applied).toBe(true));
    const body = seen.find((request) => request.method === 'POST')!.body as {
      comment: string;
      images: Array<{ name: string; data: string }>;
    };
    expect(body.comment).toBe('Played 500 spins');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]!.name).toBe('a.png');
    expect(body.images[0]!.data.startsWith('iVBORw0KGgo')).toBe(true);
    expect(await screen.findByText('Applying')).toBeVisible();
    expect(screen.getByText('Played 500 spins')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('says why the server refused an application', async () => {
    logInAs(0);
    fakeApi((request) =>
      request.method === 'POST'
        ? fail(409, 'PROMOTION_NOT_OPEN', 'promotion_not_open', { period: 'ENDED' })
        : ok(view({})),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This promotion is not open for taking part now',
    );
  });

  it('joins a deposit promotion and claims an issued bonus', async () => {
    logInAs(0);
    let state: 'none' | 'joined' | 'issued' | 'claimed' = 'none';
    const deposit: PromotionRule = {
      ...RULE,
      joinMode: 'DEPOSIT',
      rewardKind: 'PERCENT',
      rewardAmount: null,
      rewardPercent: 10,
      rewardCap: 500,
      firstDepositOnly: true,
      recurrence: 'DAILY',
    };
    const participation = (s: Participation['state'], bonus: number | null = null) => ({
      ...APPLYING,
      comment: null,
      imageCount: 0,
      state: s,
      bonus,
    });
    const seen = fakeApi((request) => {
      if (request.url === '/wps/promotions/3/join') {
        state = 'joined';
        return ok(participation('JOINED'));
      }
      if (request.url === '/wps/rewards/41/claim') {
        state = 'claimed';
        return ok(participation('CLAIMED', 50));
      }
      if (request.url === '/wps/wallets/gcs') {
        return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 50 });
      }
      if (state === 'none') return ok(view({ rule: deposit, action: 'JOIN' }));
      if (state === 'joined') {
        return ok(view({ rule: deposit, participation: participation('JOINED'), action: null }));
      }
      if (state === 'issued') {
        return ok(
          view({ rule: deposit, participation: participation('ISSUED', 50), action: 'CLAIM' }),
        );
      }
      return ok(view({ rule: deposit, participation: participation('CLAIMED', 50), action: null }));
    });
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    expect(await screen.findByText('10% of the deposit, up to ￥500.00')).toBeVisible();
    expect(
      screen.getByText('Members who have not deposited yet (first deposit only)'),
    ).toBeVisible();
    expect(screen.getByText('Once a day')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Joined')).toBeVisible();
    unmount();

    state = 'issued';
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Claim bonus' }));
    expect(await screen.findByText('Claimed')).toBeVisible();
    expect(seen.filter((request) => request.url === '/wps/rewards/41/claim')).toHaveLength(1);
  });

  it('coming soon has no action; content-only promotions show nothing', async () => {
    logInAs(0);
    fakeApi(() => ok(view({ rule: { ...RULE, period: 'COMING_SOON' }, action: null })));
    const { unmount } = renderPanel();
    expect(await screen.findByText(/^Coming soon: opens/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    fakeApi(() => ok(view({ rule: null, action: null })));
    const { container } = renderPanel();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
