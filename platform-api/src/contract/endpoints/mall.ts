import {
  mallHomeAnswer,
  mallOrderPageAnswer,
  mallOrdersQuery,
  mallQuery,
  mallRedeemAnswer,
  mallRedeemBody,
  opsMallItemAnswer,
  opsMallItemCreateBody,
  opsMallItemEditBody,
  opsMallItemParams,
  opsMallItemRetireBody,
  opsMallItemsAnswer,
  opsMallOrderAnswer,
  opsMallOrderBody,
  opsMallOrderParams,
  opsPointsAnswer,
  opsPointsBody,
} from '../mall.js';
import type { EndpointTable } from './endpoint.js';

/** The mall calls: each method and path with its schemas (see ./endpoint.ts). */
export const mallEndpoints = {
  'GET /ops/mall/items': { auth: 'operator', answer: opsMallItemsAnswer },
  'POST /ops/mall/items': {
    auth: 'operator',
    body: opsMallItemCreateBody,
    answer: opsMallItemAnswer,
  },
  'DELETE /ops/mall/items/:id': {
    auth: 'operator',
    params: opsMallItemParams,
    body: opsMallItemRetireBody,
    answer: opsMallItemAnswer,
  },
  'PATCH /ops/mall/items/:id': {
    auth: 'operator',
    params: opsMallItemParams,
    body: opsMallItemEditBody,
    answer: opsMallItemAnswer,
  },
  'POST /ops/mall/orders/:orderNo/status': {
    auth: 'operator',
    params: opsMallOrderParams,
    body: opsMallOrderBody,
    answer: opsMallOrderAnswer,
  },
  'POST /ops/mall/points': { auth: 'operator', body: opsPointsBody, answer: opsPointsAnswer },
  'GET /wps/mall': { auth: 'member', query: mallQuery, answer: mallHomeAnswer },
  'GET /wps/mall/orders': { auth: 'member', query: mallOrdersQuery, answer: mallOrderPageAnswer },
  'POST /wps/mall/redeem': {
    auth: 'member',
    query: mallQuery,
    body: mallRedeemBody,
    answer: mallRedeemAnswer,
  },
} as const satisfies EndpointTable;
