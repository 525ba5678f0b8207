import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RgLimit, RgState } from '@lobby/platform-api/contract';
import { useSessionStore, useToastStore } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  type FakeRequest,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

const limit = (kind: RgLimit['kind'], period: RgLimit['period']): RgLimit => ({
  kind,
  period,
  amount: null,
  pending: null,
  used: 0,
  periodStart: '2030-01-09T00:00:00.000Z',
  resetsAt: '2030-01-10T00:00:00.000Z',
});

const EMPTY: RgState = {
  limits: (['DEPOSIT', 'LOSS', 'WAGER'] as const).flatMap((kind) =>
    (['DAY', 'WEEK', 'MONTH'] as const).map((period) => limit(kind, period)),
  ),
  sessionLimitMinutes: null,
  sessionLimitPending: null,
  realityCheckMinutes: null,
  realityCheckPending: null,
  exclusion: null,
  firstDeposit: true,
};

function withLimit(state: RgState, changed: Partial<RgLimit> & Pick<RgLimit, 'kind' | 'period'>) {
  return {
    ...state,
    limits: state.limits.map((l) =>
      l.kind === changed.kind && l.period === changed.period ? { ...l, ...changed } : l,
    ),
  };
}

function platform(state: RgState, extra: (request: FakeRequest) => FakeReply | null = () => null) {
  return fakeApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.url === '/wps/rg') return ok(state);
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

describe('responsible gaming page', () => {
  // Not the wallet namespace: the page must word amount problems with what it loads itself.
  beforeAll(() => initTestI18n(['common', 'responsible']));
  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
  });

  it('sends visitors to login and refuses trial users', () => {
    const { unmount } = renderAt('/m/responsibleGaming', <ResponsibleGamingPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    unmount();
    logInAs(4);
    renderAt('/m/responsibleGaming', <ResponsibleGamingPage />);
    expect(useToastStore.getState().toasts[0]?.message).toBe(
      'Please login an actual account to use this function',
    );
  });

  it('shows a heading and loading, then the empty limits; a failed load offers Retry', async () => {
    logInAs(0);
    let attempts = 0;
    platform(EMPTY, (request) =>
      request.url === '/wps/rg' && (attempts += 1) === 1
        ? fail(500, 'INTERNAL', 'unknown_error')
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/responsibleGaming', <ResponsibleGamingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Loading'))).toBe(
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not set this limit yet.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Deposit limit', selected: true })).toBeVisible();
    expect(screen.getAllByText('No limit', { selector: 'span' })).toHaveLength(3);
  });

  it('sets a limit (checked first), then shows a raise as pending with its start and end', async () => {
    logInAs(0);
    let state = EMPTY;
    const seen = platform(EMPTY, (request) => {
      if (request.method === 'PUT' && request.url === '/wps/rg/limits') {
        const body = request.body as { amount: number };
        state =
          body.amount === 300
            ? withLimit(state, { kind: 'DEPOSIT', period: 'DAY', amount: 300 })
            : withLimit(state, {
                kind: 'DEPOSIT',
                period: 'DAY',
                pending: {
                  amount: body.amount,
                  since: '2030-01-09T10:00:00.000Z',
                  effectiveAt: '2030-01-10T10:00:00.000Z',
                },
              });
        return ok(state);
      }
      return null;
    });
    const user = userEvent.setup();
    renderAt('/m/responsibleGaming', <ResponsibleGamingPage />);
    const daily = await screen.findByRole('group', { name: 'Daily' });
    const input = within(daily).getByLabelText('New daily deposit limit');
    await user.type(input, '1.005');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(within(daily).getByRole('alert')).toHaveTextContent('Use at most 2 decimal places');
    // Every refusal in words, never a raw key (amount.min, amount.number…).
    for (const typed of ['100.555', '0', '-5', 'abc']) {
      await user.clear(input);
      await user.type(input, typed);
      await user.click(within(daily).getByRole('button', { name: 'Save' }));
      expect(within(daily).getByRole('alert')).not.toHaveTextContent(/amount\./);
    }
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, '300');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 300,
    });
    expect(await within(daily).findByText('Saved. It applies now.')).toBeVisible();
    expect(within(daily).getByText('300.00')).toBeVisible();

    await user.type(input, '500');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(
      await within(daily).findByText('Saved. It applies after a 24-hour cooling-off.'),
    ).toBeVisible();
    expect(within(daily).getByText(/^Pending: 500\.00 from .* \(asked .*\)$/)).toBeVisible();
    expect(
      within(daily).getByRole('button', { name: 'Remove the daily deposit limit' }),
    ).toBeVisible();
  });

  it('saves the session time limit and reality check together', async () => {
    logInAs(0);
    const seen = platform(EMPTY, (request) =>
      request.method === 'PUT' && request.url === '/wps/rg/session'
        ? ok({ ...EMPTY, sessionLimitMinutes: 60, realityCheckMinutes: 15 })
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/responsibleGaming', <ResponsibleGamingPage />);
    await user.selectOptions(await screen.findByLabelText(/^Session time limit/), '60');
    await user.selectOptions(screen.getByLabelText(/^Reality check/), '15');
    const section = screen.getByRole('region', { name: 'Session time and reality check' });
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      sessionLimitMinutes: 60,
      realityCheckMinutes: 15,
    });
    expect(await within(section).findByText('Saved. It applies now.')).toBeVisible();
  });

  it('a longer session limit or switching the reality check off shows as pending with its start', async () => {
    logInAs(0);
    const before = { ...EMPTY, sessionLimitMinutes: 30, realityCheckMinutes: 15 };
    const after: RgState = {
      ...before,
      sessionLimitPending: {
        minutes: 120,
        since: '2030-01-09T10:00:00.000Z',
        effectiveAt: '2030-01-10T10:00:00.000Z',
      },
      realityCheckPending: {
        minutes: null,
        since: '2030-01-09T10:00:00.000Z',
        effectiveAt: '2030-01-10T10:00:00.000Z',
      },
    };
    const seen = platform(before, (request) =>
      request.method === 'PUT' && request.url === '/wps/rg/session' ? ok(after) : null,
    );
    const user = userEvent.setup();
    renderAt('/m/responsibleGaming', <ResponsibleGamingPage />);
    const section = await screen.findByRole('region', { name: 'Session time and reality check' });
    expect(within(section).queryByText(/^Now:/)).toBeNull();
    await user.selectOptions(within(section).getByLabelText(/^Session time limit/), '120');
    await user.selectOptions(within(section).getByLabelText(/^Reality check/), '');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      sessionLimitMinutes: 120,
      realityCheckMinutes: null,
    });
    expect(
      await within(section).findByText(
        'Saved. Shorter times apply now; a longer time or switching off applies after a 24-hour cooling-off.',
      ),
    ).toBeVisible();
    const limitNote = within(section).getByText(/^Now: 30 min\. Changes to 2 h at .+ \(asked .+\)/);
    const realityNote = within(section).getByText(
      /^Now: Every 15 min\. Changes to Off at .+ \(asked .+\)/,
    );
    // Each note describes its own select for screen readers.
    expect(within(section).getByLabelText(/^Session time limit/)).toHaveAccessibleDescription(
      limitNote.textContent ?? '',
    );
    expect(within(section).getByLabelText(/^Reality check/)).toHaveAccessibleDescription(
      realityNote.textContent ?? '',
    );
  });

  it('a pending change is what the select shows when the page opens', async () => {
    logInAs(0);
    platform({
      ...EMPTY,
      sessionLimitMinutes: 30,
      sessionLimitPending: {
        minutes: null,
        since: '2030-01-09T10:00:00.000Z',
        effectiveAt: '2030-01-10T10:00:00.000Z',
      },
    });
    renderAt('/m/responsibleGaming', <ResponsibleGamingPage />);
    const select = await screen.findByLabelText(/^Session time limit/);
    expect(select).toHaveValue('');
    expect(screen.getByText(/^Now: 30 min\. Changes to No limit at/)).toBeVisible();
  });

  it('a time-out needs two separate confirmations; cancelling either sends nothing', async () => {
    logInAs(0);
    const seen = platform(EMPTY, (request) =>
      request.method === 'POST' && request.url === '/wps/rg/exclusion'
        ? ok({
            kind: 'TIMEOUT',
            from: '2030-01-09T10:00:00.000Z',
            until: '2030-01-10T10:00:00.000Z',
          })
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/responsibleGaming', <ResponsibleGamingPage />);
    const card = await screen.findByRole('region', { name: 'Take a time-out' });
    const start = within(card).getByRole('button', { name: 'Start time-out: 24 hours' });

    await user.click(start);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(start);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('dialog', { name: 'Confirm once more' });
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(card).getByRole('radio', { name: '1 week' }));
    await user.click(within(card).getByRole('button', { name: 'Start time-out: 1 week' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    const last = await screen.findByRole('dialog', { name: 'Confirm once more' });
    await user.click(within(last).getByRole('button', { name: 'Start the time-out' }));
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
        kind: 'TIMEOUT',
        length: '1W',
        confirmed: 2,
      }),
    );
    // The platform ended every session: this device forgets it and goes home.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('lobby.excludedUntil')).toBe('2030-01-10T10:00:00.000Z');
  });

  it('a refused deposit names the limit and its reset in the member’s language', async () => {
    const { apiErrorText, ApiError } = await import('@lobby/shared');
    const error = new ApiError('RG_LIMIT_REACHED', 'rg_limit_reached', 409, {
      limit: 'DEPOSIT',
      period: 'WEEK',
      amount: 100,
      used: 100,
      resetsAt: '2030-01-14T00:00:00.000Z',
    });
    expect(apiErrorText(error)).toMatch(
      /^This would pass your weekly deposit limit\. It resets 2030\/01\/1[34] \d\d:\d\d\.$/,
    );
  });
});
