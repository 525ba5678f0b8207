import { noInput } from '../../http/schemas.js';
import {
  realityCheckAnswer,
  rgExclusionAnswer,
  rgExclusionBody,
  rgLimitBody,
  rgSessionBody,
  rgStateAnswer,
} from '../rg.js';
import type { EndpointTable } from './endpoint.js';

/** The rg calls: each method and path with its schemas (see ./endpoint.ts). */
export const rgEndpoints = {
  'GET /wps/rg': { auth: 'member', query: noInput, answer: rgStateAnswer },
  'POST /wps/rg/exclusion': { auth: 'member', body: rgExclusionBody, answer: rgExclusionAnswer },
  'PUT /wps/rg/limits': { auth: 'member', body: rgLimitBody, answer: rgStateAnswer },
  'GET /wps/rg/reality-check': { auth: 'member', query: noInput, answer: realityCheckAnswer },
  'POST /wps/rg/reality-check': { auth: 'member', body: noInput, answer: realityCheckAnswer },
  'PUT /wps/rg/session': { auth: 'member', body: rgSessionBody, answer: rgStateAnswer },
} as const satisfies EndpointTable;
