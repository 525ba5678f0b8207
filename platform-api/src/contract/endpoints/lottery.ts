import {
  lgwGameListAnswer,
  lgwGamesQuery,
  lotteryBettingAnswer,
  lotteryBettingBody,
  lotteryCancelAnswer,
  lotteryCancelBody,
  lotteryChaseDrawsAnswer,
  lotteryChaseQuery,
  lotteryDrawHistoryAnswer,
  lotteryDrawHistoryQuery,
  lotteryGameParams,
  lotteryLiveModelsAnswer,
  lotteryLiveModelsQuery,
  lotteryNearAnswer,
  lotteryNearQuery,
  lotteryOrderDetailAnswer,
  lotteryOrderDetailQuery,
  lotteryOrdersAnswer,
  lotteryOrdersQuery,
  lotteryPlayMenuAnswer,
  lotteryPlayMenuQuery,
  lotterySeriesAnswer,
  lotterySeriesQuery,
  lotterySettingAnswer,
  lotterySettingQuery,
  lotterySessionAnswer,
  lotterySessionBody,
  lotteryTodayQuery,
  lotteryTrendAnswer,
  lotteryTrendQuery,
  opsLiveModelAnswer,
  opsLiveModelBody,
  opsLiveModelParams,
} from '../lottery.js';
import type { EndpointTable } from './endpoint.js';

/**
 * The real lottery's calls (/lgw, TCG-style) and the live models' operator call: `ticket` calls
 * take the lottery page's X-Play-Token, never the member token.
 */
export const lotteryEndpoints = {
  'POST /lgw/session': { auth: 'none', body: lotterySessionBody, answer: lotterySessionAnswer },
  'POST /lgw/orders/betting': {
    auth: 'ticket',
    body: lotteryBettingBody,
    answer: lotteryBettingAnswer,
  },
  'PUT /lgw/orders/suborders/cancel': {
    auth: 'ticket',
    body: lotteryCancelBody,
    answer: lotteryCancelAnswer,
  },
  'GET /lgw/numeros/near': { auth: 'none', query: lotteryNearQuery, answer: lotteryNearAnswer },
  'GET /lgw/draw/:gameId': {
    auth: 'none',
    params: lotteryGameParams,
    query: lotteryDrawHistoryQuery,
    answer: lotteryDrawHistoryAnswer,
  },
  'GET /lgw/games': { auth: 'none', query: lgwGamesQuery, answer: lgwGameListAnswer },
  'GET /lgw/games/:gameId/play_menu': {
    auth: 'none',
    params: lotteryGameParams,
    query: lotteryPlayMenuQuery,
    answer: lotteryPlayMenuAnswer,
  },
  'GET /lgw/games/:gameId/setting': {
    auth: 'none',
    params: lotteryGameParams,
    query: lotterySettingQuery,
    answer: lotterySettingAnswer,
  },
  'GET /lgw/numeros/chase/:gameId': {
    auth: 'none',
    params: lotteryGameParams,
    query: lotteryChaseQuery,
    answer: lotteryChaseDrawsAnswer,
  },
  'GET /lgw/trend/:gameId': {
    auth: 'none',
    params: lotteryGameParams,
    query: lotteryTrendQuery,
    answer: lotteryTrendAnswer,
  },
  'GET /lgw/customers/series': {
    auth: 'ticket',
    query: lotterySeriesQuery,
    answer: lotterySeriesAnswer,
  },
  'GET /lgw/orders': { auth: 'ticket', query: lotteryOrdersQuery, answer: lotteryOrdersAnswer },
  'GET /lgw/orders/today': {
    auth: 'ticket',
    query: lotteryTodayQuery,
    answer: lotteryOrdersAnswer,
  },
  'GET /lgw/orders/detail': {
    auth: 'ticket',
    query: lotteryOrderDetailQuery,
    answer: lotteryOrderDetailAnswer,
  },
  'GET /lgw/live-models': {
    auth: 'none',
    query: lotteryLiveModelsQuery,
    answer: lotteryLiveModelsAnswer,
  },
  'PUT /ops/lottery/live-models/:name': {
    auth: 'operator',
    params: opsLiveModelParams,
    body: opsLiveModelBody,
    answer: opsLiveModelAnswer,
  },
} as const satisfies EndpointTable;
