import { noInput } from '../../http/schemas.js';
import {
  countriesAnswer,
  customerServiceAnswer,
  downloadsAnswer,
  firebasePhoneAnswer,
  helpCenterAnswer,
  helpCenterQuery,
  publicKeyAnswer,
  socialLoginAnswer,
  statusQuery,
  systemStatusAnswer,
} from '../system.js';
import type { EndpointTable } from './endpoint.js';

/** The system calls: each method and path with its schemas (see ./endpoint.ts). */
export const systemEndpoints = {
  'GET /wps/system/country': { auth: 'none', query: noInput, answer: countriesAnswer },
  'GET /wps/system/customerService': {
    auth: 'none',
    query: noInput,
    answer: customerServiceAnswer,
  },
  'GET /wps/system/downloads': { auth: 'none', query: noInput, answer: downloadsAnswer },
  'GET /wps/system/firebasePhone': { auth: 'none', query: noInput, answer: firebasePhoneAnswer },
  'GET /wps/system/helpCenter': { auth: 'none', query: helpCenterQuery, answer: helpCenterAnswer },
  'GET /wps/system/publicKey': { auth: 'none', query: noInput, answer: publicKeyAnswer },
  'GET /wps/system/socialLogin': { auth: 'none', query: noInput, answer: socialLoginAnswer },
  'GET /wps/system/status': { auth: 'none', query: statusQuery, answer: systemStatusAnswer },
} as const satisfies EndpointTable;
