import type {
  Participation,
  PromotionParticipation,
  RewardCentre,
} from '@lobby/platform-api/contract';
import { apiGet, apiPost } from '@lobby/shared';

/** The promotion's rule, the reader's participation and the action allowed now. */
export function getParticipation(promotionId: number, language: string) {
  return apiGet<PromotionParticipation>(`/wps/promotions/${promotionId}/participation`, {
    language,
  });
}

/** An application: optional comment, images as base64 (the server reads their type). */
export function applyToPromotion(
  promotionId: number,
  body: { comment?: string; images?: Array<{ name: string; data: string }> },
) {
  return apiPost<Participation>(`/wps/promotions/${promotionId}/apply`, body);
}

export function joinPromotion(promotionId: number) {
  return apiPost<Participation>(`/wps/promotions/${promotionId}/join`, {});
}

/** ISSUED → CLAIMED: the bonus goes to the balance (a repeat pays nothing more). */
export function claimBonus(participationId: number) {
  return apiPost<Participation>(`/wps/rewards/${participationId}/claim`, {});
}

export const REWARDS_PAGE_SIZE = 20;

/** One page of the member's participations in `states` (a tab), with every state's count. */
export function getRewardCentre(language: string, states: readonly string[], pageNo = 1) {
  return apiGet<RewardCentre>('/wps/rewards', {
    language,
    states: states.join(','),
    pageNo,
    pageSize: REWARDS_PAGE_SIZE,
  });
}
