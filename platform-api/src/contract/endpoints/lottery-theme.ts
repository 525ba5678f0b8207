import {
  lotteryThemeCssAnswer,
  lotteryThemeParams,
  lotteryThemeQuery,
  opsLotteryThemeAnswer,
  opsLotteryThemeBody,
  opsLotteryThemeParams,
} from '../lottery-theme.js';
import type { EndpointTable } from './endpoint.js';

/** The merchant's skin of the lottery page: the public stylesheet and the operator's call. */
export const lotteryThemeEndpoints = {
  'GET /lgw/themes/:file': {
    auth: 'none',
    params: lotteryThemeParams,
    query: lotteryThemeQuery,
    answer: lotteryThemeCssAnswer,
  },
  'PUT /ops/lottery/themes/:merchantCode': {
    auth: 'operator',
    params: opsLotteryThemeParams,
    body: opsLotteryThemeBody,
    answer: opsLotteryThemeAnswer,
  },
} as const satisfies EndpointTable;
