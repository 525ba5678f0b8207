import i18next from 'i18next';
import { ApiError, useSessionStore } from '@lobby/shared';
import { initTestI18n } from '@lobby/shared/testing';
import { serverErrorText } from './server-error';

describe('serverErrorText', () => {
  beforeAll(() => initTestI18n(['common', 'wallet']));

  it('says what can be withdrawn now and what turnover releases the rest', () => {
    useSessionStore.getState().setWallet({ currency: 'CNY', currencySymbol: '￥', sumBalance: 12 });
    const refused = new ApiError('TURNOVER_REQUIRED', 'turnover_required', 409, {
      remaining: 36,
      withdrawable: 958,
    });
    expect(serverErrorText(i18next.t, refused)).toBe(
      'Only ￥958.00 can be withdrawn now; the rest is the bonus and its winnings, released after bets of ￥36.00 more (bonus turnover).',
    );
    const bare = new ApiError('TURNOVER_REQUIRED', 'turnover_required', 409, null);
    expect(serverErrorText(i18next.t, bare)).toBe('More bets are needed before you can withdraw');
  });
});
