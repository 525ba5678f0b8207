import { noInput } from '../../http/schemas.js';
import {
  opsReferralSettingsAnswer,
  opsReferralSettingsBody,
  referralFriendPageAnswer,
  referralFriendsQuery,
  referralQuery,
  referralSummaryAnswer,
} from '../referral.js';
import type { EndpointTable } from './endpoint.js';

/** The referral calls: each method and path with its schemas (see ./endpoint.ts). */
export const referralEndpoints = {
  'GET /ops/referral/settings': {
    auth: 'operator',
    query: noInput,
    answer: opsReferralSettingsAnswer,
  },
  'PUT /ops/referral/settings': {
    auth: 'operator',
    body: opsReferralSettingsBody,
    answer: opsReferralSettingsAnswer,
  },
  'GET /wps/referral': { auth: 'member', query: referralQuery, answer: referralSummaryAnswer },
  'GET /wps/referral/friends': {
    auth: 'member',
    query: referralFriendsQuery,
    answer: referralFriendPageAnswer,
  },
} as const satisfies EndpointTable;
