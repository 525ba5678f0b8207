import {
  legalPageAnswer,
  legalPageParams,
  legalPageQuery,
  opsLegalPageAnswer,
  opsLegalPageBody,
} from '../legal.js';
import type { EndpointTable } from './endpoint.js';

/** The public legal pages and the operator's call that writes them. */
export const legalEndpoints = {
  'GET /wps/system/legal/:kind': {
    auth: 'none',
    params: legalPageParams,
    query: legalPageQuery,
    answer: legalPageAnswer,
  },
  'PUT /ops/content/legal/:kind': {
    auth: 'operator',
    params: legalPageParams,
    body: opsLegalPageBody,
    answer: opsLegalPageAnswer,
  },
} as const satisfies EndpointTable;
