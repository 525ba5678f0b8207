import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';
import { TrialPage } from './TrialPage';

describe('trial play', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    sessionStorage.clear();
  });

  it('creates a trial user, keeps its name, logs in and goes home', async () => {
    const seen = fakeApi((request) => {
      if (request.url === '/wps/member/trialuser') {
        return ok({
          token: 'x'.repeat(43),
          userName: 'guest00000001',
          type: 4,
          firstTimeLogin: true,
          merchantCode: 'TRIAL01',
        });
      }
      if (request.url === '/wps/member/info')
        return ok({ id: 9, account: 'guest00000001', nickname: null, type: 4, clubLabel: null });
      if (request.url === '/wps/wallets/gcs')
        return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 2000 });
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    renderAt('/m/trail', <TrialPage />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(sessionStorage.getItem('trialName')).toBe('guest00000001');
    expect(useSessionStore.getState().session?.type).toBe(4);
    expect(useSessionStore.getState().wallet?.sumBalance).toBe(2000);
    expect(seen.filter((r) => r.url === '/wps/member/trialuser')).toHaveLength(1);
  });

  it('an existing session goes straight home without creating a user', async () => {
    useSessionStore.getState().setSession({
      token: 'y'.repeat(43),
      merchantCode: 'TRIAL01',
      userName: 'guest1',
      type: 4,
      firstTimeLogin: false,
    });
    const seen = fakeApi(() => fail(404, 'NOT_FOUND', 'not_found'));
    renderAt('/m/trail', <TrialPage />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(seen.filter((r) => r.url === '/wps/member/trialuser')).toHaveLength(0);
  });
});
