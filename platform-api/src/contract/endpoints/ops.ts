import {
  clockBody,
  clockQuery,
  flagsBody,
  flagsQuery,
  outboxAnswer,
  outboxQuery,
  platformClockAnswer,
  systemFlagsAnswer,
} from '../ops.js';
import { customerServiceAnswer, opsCustomerServiceBody } from '../system.js';
import { noInput } from '../../http/schemas.js';
import type { EndpointTable } from './endpoint.js';

/** The ops calls: each method and path with its schemas (see ./endpoint.ts). */
export const opsEndpoints = {
  'GET /ops/clock': { auth: 'operator', query: clockQuery, answer: platformClockAnswer },
  'PUT /ops/clock': {
    auth: 'operator',
    query: clockQuery,
    body: clockBody,
    answer: platformClockAnswer,
  },
  'GET /ops/outbox': { auth: 'operator', query: outboxQuery, answer: outboxAnswer },
  'PUT /ops/system/flags': {
    auth: 'operator',
    query: flagsQuery,
    body: flagsBody,
    answer: systemFlagsAnswer,
  },
  'GET /ops/system/customer-service': {
    auth: 'operator',
    query: noInput,
    answer: customerServiceAnswer,
  },
  'PUT /ops/system/customer-service': {
    auth: 'operator',
    body: opsCustomerServiceBody,
    answer: customerServiceAnswer,
  },
} as const satisfies EndpointTable;
