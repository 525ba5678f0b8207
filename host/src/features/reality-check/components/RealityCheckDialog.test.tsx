import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RealityCheck } from '@lobby/platform-api/contract';
import { forgetSignedOutReason, readSignedOutReason, useSessionStore } from '@lobby/shared';
import { fail, fakeApi, initTestI18n, ok } from '@lobby/shared/testing';
import { memberSession, renderAt, setViewer, trialSession } from '@/test/render-shell';
import { nextCheckDelay } from '../utils/next-check-delay';
import { RealityCheckHost } from './RealityCheckHost';

const DUE: RealityCheck = {
  intervalMinutes: 10,
  due: true,
  nextAt: '2030-01-09T10:10:00.000Z',
  sessionEndsAt: null,
  sessionStartedAt: '2030-01-09T10:00:00.000Z',
  durationSeconds: 3900,
  stake: 120,
  payout: 45.5,
  net: -74.5,
};
const NOT_DUE: RealityCheck = { ...DUE, due: false, nextAt: '2030-01-09T11:15:00.000Z' };

beforeAll(() => initTestI18n(['common', 'responsible']));
beforeEach(() => setViewer(memberSession));

describe('reality check', () => {
  it('shows the session figures; only its three buttons answer it (no Escape, backdrop or close)', async () => {
    const seen = fakeApi((request) =>
      request.method === 'POST'
        ? ok(NOT_DUE)
        : request.url === '/wps/rg/reality-check'
          ? ok(DUE)
          : fail(404, 'NOT_FOUND', 'not_found'),
    );
    const user = userEvent.setup();
    renderAt(<RealityCheckHost />);
    // The dialog's code loads when it is first due (a moment on a busy machine).
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent('You asked for a reminder every 10 minutes.');
    expect(within(dialog).getByText('Session time').nextSibling).toHaveTextContent('1 h 5 min');
    expect(within(dialog).getByText('Stakes').nextSibling).toHaveTextContent('￥120.00');
    expect(within(dialog).getByText('Payouts').nextSibling).toHaveTextContent('￥45.50');
    expect(within(dialog).getByText('Net result').nextSibling).toHaveTextContent('-￥74.50');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue', 'View bet record', 'Sign out']);
    // Focus is inside, and stays there.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeVisible();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('"View bet record" answers it and opens the bet record', async () => {
    fakeApi((request) => (request.method === 'POST' ? ok(NOT_DUE) : ok(DUE)));
    const user = userEvent.setup();
    renderAt(<RealityCheckHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await user.click(within(dialog).getByRole('button', { name: 'View bet record' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/gameRecord'));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
  });

  it('a game page asking (postMessage) brings it up between rounds', async () => {
    let due = false;
    const seen = fakeApi(() => ok(due ? DUE : NOT_DUE));
    renderAt(<RealityCheckHost />);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    due = true;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'lobby:reality-check' },
          origin: window.location.origin,
        }),
      );
    });
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeVisible();
    expect(seen).toHaveLength(2);
    // Another origin's message is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'lobby:reality-check' },
          origin: 'https://other.example',
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(2);
  });

  it('a session ended by its time limit goes to login, which is told why; trial users are not asked', async () => {
    fakeApi(() => fail(401, 'NOT_LOGGED_IN', 'not_logged_in', { reason: 'SESSION_TIME_LIMIT' }));
    const { unmount } = renderAt(<RealityCheckHost />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(readSignedOutReason()).toBe('SESSION_TIME_LIMIT');
    unmount();
    // Another call met the limit first (the session is already cleared): still to login.
    const second = renderAt(<RealityCheckHost />, '/m/gameRecord');
    await waitFor(() =>
      expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/m/login'),
    );
    forgetSignedOutReason();
    second.unmount();

    setViewer(trialSession);
    const seen = fakeApi(() => ok(DUE));
    renderAt(<RealityCheckHost />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });

  it('asks again when the next check is due or the session ends, on the platform’s clock', () => {
    expect(nextCheckDelay({ ...NOT_DUE, intervalMinutes: null, nextAt: null })).toBeNull();
    // Platform now: 10:00 + 3900 s = 11:05; next check 11:15 → 10 minutes (+1 s).
    expect(nextCheckDelay(NOT_DUE)).toBe(10 * 60_000 + 1000);
    expect(nextCheckDelay({ ...NOT_DUE, sessionEndsAt: '2030-01-09T11:06:00.000Z' })).toBe(61_000);
  });
});
