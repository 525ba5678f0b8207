import { promotionsAnswer, promotionsQuery } from '../promotions.js';
import type { EndpointTable } from './endpoint.js';

/** The promotions calls: each method and path with its schemas (see ./endpoint.ts). */
export const promotionsEndpoints = {
  'GET /wps/promotions': { auth: 'none', query: promotionsQuery, answer: promotionsAnswer },
} as const satisfies EndpointTable;
