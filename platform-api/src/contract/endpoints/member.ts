import { noInput } from '../../http/schemas.js';
import { memberInfoAnswer, walletAnswer } from '../member.js';
import type { EndpointTable } from './endpoint.js';

/** The member calls: each method and path with its schemas (see ./endpoint.ts). */
export const memberEndpoints = {
  'GET /wps/member/info': { auth: 'member', query: noInput, answer: memberInfoAnswer },
  'GET /wps/wallets/gcs': { auth: 'member', query: noInput, answer: walletAnswer },
} as const satisfies EndpointTable;
