import { noInput } from '../../http/schemas.js';
import {
  exclusionPayoutAnswer,
  exclusionPayoutBody,
  opsExclusionParams,
  opsExclusionPayoutAnswer,
  opsExclusionPayoutBody,
  opsExclusionsAnswer,
  opsExclusionsQuery,
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
  // The ticket of a refused excluded login is the proof (no session).
  'POST /wps/rg/exclusion/payout': {
    auth: 'none',
    body: exclusionPayoutBody,
    answer: exclusionPayoutAnswer,
  },
  'GET /ops/responsible-gaming/exclusions': {
    auth: 'operator',
    query: opsExclusionsQuery,
    answer: opsExclusionsAnswer,
  },
  'POST /ops/responsible-gaming/exclusions/:username/payout': {
    auth: 'operator',
    params: opsExclusionParams,
    body: opsExclusionPayoutBody,
    answer: opsExclusionPayoutAnswer,
  },
} as const satisfies EndpointTable;
