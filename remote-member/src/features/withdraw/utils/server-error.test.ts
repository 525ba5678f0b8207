import i18next from 'i18next';
import { ApiError, useSessionStore } from '@lobby/shared';
import { initTestI18n } from '@lobby/shared/testing';
import { serverErrorText } from './server-error';

describe('serverErrorText', () => {
  beforeAll(() => initTestI18n(['common', 'wallet']));

  it('says how much bonus turnover remains when a withdrawal is refused for it', () => {
    useSessionStore.getState().setWallet({ currency: 'CNY', currencySymbol: '￥', sumBalance: 12 });
    const refused = new ApiError('TURNOVER_REQUIRED', 'turnover_required', 409, { remaining: 36 });
    expect(serverErrorText(i18next.t, refused)).toBe(
      'Bets of ￥36.00 more are needed before you can withdraw (bonus turnover).',
    );
    const bare = new ApiError('TURNOVER_REQUIRED', 'turnover_required', 409, null);
    expect(serverErrorText(i18next.t, bare)).toBe('More bets are needed before you can withdraw');
  });
});
