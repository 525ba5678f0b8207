import i18next from 'i18next';
import { ApiError } from '@lobby/shared';
import { initTestI18n } from '@lobby/shared/testing';
import { gameOptions, localClock, ordersErrorText, playName } from './order-display';

beforeAll(() => initTestI18n(['common', 'lobby', 'lottery']));

test('a play is named by its tab and its name, as the Bet panel names it; else by its id', () => {
  const t = i18next.t;
  expect(playName(t, 1001, 'LOTTO5D.STAR5.DIRECT')).toBe(
    `${t('group.STAR5', { ns: 'lottery' })} · ${t('playName.DIRECT', { ns: 'lottery' })}`,
  );
  expect(playName(t, 1001, 'LOTTO5D.STAR5.DIRECT')).not.toContain('LOTTO5D');
  expect(playName(t, 1001, null)).toBe('1001');
});

test('refusals are said in the lottery words, others in the shared catalogue', () => {
  const t = i18next.t;
  const refusal = (code: 'DRAW_CLOSED' | 'NOT_LOGGED_IN', key: string) =>
    new ApiError(code, key, 409);
  expect(ordersErrorText(t, refusal('DRAW_CLOSED', 'draw_closed'))).toBe(
    'Betting on that draw has closed, so it can no longer be cancelled.',
  );
  expect(ordersErrorText(t, refusal('NOT_LOGGED_IN', 'not_logged_in'))).toBe(
    i18next.t('common:errors.not_logged_in'),
  );
  expect(ordersErrorText(t, new Error('boom'))).toBe(i18next.t('common:errors.unknown_error'));
});

test('the game filter always offers the shown game; times are local HH:mm:ss', () => {
  expect(gameOptions([], 7)).toEqual([{ gameId: 7, gameName: '#7' }]);
  const games = [{ gameId: 7, gameName: 'Lotto' }];
  expect(gameOptions(games, 7)).toBe(games);
  expect(localClock('2026-11-28T12:00:55Z')).toMatch(/^\d\d:\d\d:55$/);
});
