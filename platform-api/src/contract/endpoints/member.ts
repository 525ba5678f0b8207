import { noInput } from '../../http/schemas.js';
import {
  memberIconAnswer,
  memberIconFileParams,
  memberInfoAnswer,
  walletAnswer,
} from '../member.js';
import { pngAnswer } from '../site.js';
import type { EndpointTable } from './endpoint.js';

/** The member calls: each method and path with its schemas (see ./endpoint.ts). */
export const memberEndpoints = {
  'GET /wps/member/info': { auth: 'member', query: noInput, answer: memberInfoAnswer },
  'GET /wps/member/info/icon': { auth: 'member', query: noInput, answer: memberIconAnswer },
  // The body is the image itself (Content-Type image/png or image/jpeg), read as bytes by the
  // route's own parser and checked there: no JSON schema describes it.
  'POST /wps/member/info/icon': { auth: 'member', query: noInput, answer: memberIconAnswer },
  'DELETE /wps/member/info/icon': { auth: 'member', query: noInput, answer: memberIconAnswer },
  'GET /wps/img/member/:file': {
    auth: 'none',
    params: memberIconFileParams,
    query: noInput,
    answer: pngAnswer,
  },
  'GET /wps/wallets/gcs': { auth: 'member', query: noInput, answer: walletAnswer },
} as const satisfies EndpointTable;
