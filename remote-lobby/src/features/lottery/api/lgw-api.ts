import type { BodyOf, QueryOf } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';
import { playHeaders } from './play-session';

// The lottery page's calls (/lgw), typed by the contract's endpoint table. Member calls carry
// the play token (X-Play-Token), public reads nothing. Every function rejects with ApiError.

export type BettingBody = BodyOf<'POST', '/lgw/orders/betting'>;
export type OrdersQuery = NonNullable<QueryOf<'GET', '/lgw/orders'>>;
export type PrizeModeParam = NonNullable<
  QueryOf<'GET', '/lgw/games/:gameId/play_menu'>
>['prizeMode'];

const member = () => ({ headers: playHeaders() });

export const lgw = {
  games: () => api.get('/lgw/games'),
  near: (gameId: number) => api.get('/lgw/numeros/near', { query: { gameId } }),
  playMenu: (gameId: number, prizeMode: PrizeModeParam) =>
    api.get('/lgw/games/:gameId/play_menu', { params: { gameId }, query: { prizeMode } }),
  setting: (gameId: number) => api.get('/lgw/games/:gameId/setting', { params: { gameId } }),
  chaseDraws: (gameId: number, count: number) =>
    api.get('/lgw/numeros/chase/:gameId', { params: { gameId }, query: { count } }),
  draws: (gameId: number, size: number) =>
    api.get('/lgw/draw/:gameId', { params: { gameId }, query: { size } }),
  trend: (gameId: number, size: '30' | '50' | '100') =>
    api.get('/lgw/trend/:gameId', { params: { gameId }, query: { size } }),
  liveModels: () => api.get('/lgw/live-models', { query: { state: 'STREAMING' } }),
  series: () => api.get('/lgw/customers/series', {}, member()),
  balance: () => api.get('/lgw/customers/balance', {}, member()),
  orders: (query: OrdersQuery) => api.get('/lgw/orders', { query }, member()),
  today: (gameId?: number) =>
    api.get('/lgw/orders/today', { query: gameId ? { gameId } : {} }, member()),
  orderDetail: (orderNumber: string) =>
    api.get('/lgw/orders/detail', { query: { orderNumber } }, member()),
  bet: (body: BettingBody) => api.post('/lgw/orders/betting', { body }, member()),
  cancel: (ids: number[]) => api.put('/lgw/orders/suborders/cancel', { body: ids }, member()),
};
