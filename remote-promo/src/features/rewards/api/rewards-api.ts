import type { BodyOf } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** The promotion's rule, the reader's participation and the action allowed now. */
export function getParticipation(promotionId: number, language: string) {
  return api.get('/wps/promotions/:id/participation', {
    params: { id: promotionId },
    query: {
      language,
    },
  });
}

/** An application: optional comment, images as base64 (the server reads their type). */
export function applyToPromotion(
  promotionId: number,
  body: BodyOf<'POST', '/wps/promotions/:id/apply'>,
) {
  return api.post('/wps/promotions/:id/apply', { params: { id: promotionId }, body });
}

export function joinPromotion(promotionId: number) {
  return api.post('/wps/promotions/:id/join', { params: { id: promotionId }, body: {} });
}

/** ISSUED → CLAIMED: the bonus goes to the balance (a repeat pays nothing more). */
export function claimBonus(participationId: number) {
  return api.post('/wps/rewards/:participationId/claim', { params: { participationId }, body: {} });
}

export const REWARDS_PAGE_SIZE = 20;

/** One page of the member's participations in `states` (a tab), with every state's count. */
export function getRewardCentre(language: string, states: readonly string[], pageNo = 1) {
  return api.get('/wps/rewards', {
    query: {
      language,
      states: states.join(','),
      pageNo,
      pageSize: REWARDS_PAGE_SIZE,
    },
  });
}
