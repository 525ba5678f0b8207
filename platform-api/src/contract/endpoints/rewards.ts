import {
  applyBody,
  claimBody,
  imageBytesAnswer,
  joinBody,
  memberApplicationImageParams,
  opsApplicationAnswer,
  opsApplicationImageParams,
  opsApplicationParams,
  opsApplicationsAnswer,
  opsApplicationsQuery,
  opsReviewBody,
  opsRuleAnswer,
  opsRuleBody,
  participationAnswer,
  participationIdParams,
  participationQuery,
  promotionIdParams,
  promotionParticipationAnswer,
  rewardCentreAnswer,
  rewardsQuery,
} from '../rewards.js';
import type { EndpointTable } from './endpoint.js';

/** The rewards calls: each method and path with its schemas (see ./endpoint.ts). */
export const rewardsEndpoints = {
  'PUT /ops/promotions/:id/rule': {
    auth: 'operator',
    params: promotionIdParams,
    body: opsRuleBody,
    answer: opsRuleAnswer,
  },
  'GET /ops/promotions/applications': {
    auth: 'operator',
    query: opsApplicationsQuery,
    answer: opsApplicationsAnswer,
  },
  'POST /ops/promotions/applications/:participationId/approve': {
    auth: 'operator',
    params: opsApplicationParams,
    body: opsReviewBody,
    answer: opsApplicationAnswer,
  },
  'GET /ops/promotions/applications/:participationId/images/:seq': {
    auth: 'operator',
    params: opsApplicationImageParams,
    answer: imageBytesAnswer,
  },
  'POST /ops/promotions/applications/:participationId/process': {
    auth: 'operator',
    params: opsApplicationParams,
    body: opsReviewBody,
    answer: opsApplicationAnswer,
  },
  'POST /ops/promotions/applications/:participationId/reject': {
    auth: 'operator',
    params: opsApplicationParams,
    body: opsReviewBody,
    answer: opsApplicationAnswer,
  },
  'POST /wps/promotions/:id/apply': {
    auth: 'member',
    params: promotionIdParams,
    query: participationQuery,
    body: applyBody,
    answer: participationAnswer,
  },
  'POST /wps/promotions/:id/join': {
    auth: 'member',
    params: promotionIdParams,
    query: participationQuery,
    body: joinBody,
    answer: participationAnswer,
  },
  'GET /wps/promotions/:id/participation': {
    auth: 'none',
    params: promotionIdParams,
    query: participationQuery,
    answer: promotionParticipationAnswer,
  },
  'GET /wps/rewards': { auth: 'member', query: rewardsQuery, answer: rewardCentreAnswer },
  'POST /wps/rewards/:participationId/claim': {
    auth: 'member',
    params: participationIdParams,
    query: participationQuery,
    body: claimBody,
    answer: participationAnswer,
  },
  'GET /wps/rewards/:participationId/images/:seq': {
    auth: 'member',
    params: memberApplicationImageParams,
    answer: imageBytesAnswer,
  },
} as const satisfies EndpointTable;
