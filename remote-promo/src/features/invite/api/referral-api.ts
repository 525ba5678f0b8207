import type { ReferralFriendPage, ReferralSummary } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

export const getReferral = () => apiGet<ReferralSummary>('/wps/referral');

export const FRIENDS_PAGE_SIZE = 20;
export const getInvitedFriends = (pageNo = 1) =>
  apiGet<ReferralFriendPage>('/wps/referral/friends', { pageNo, pageSize: FRIENDS_PAGE_SIZE });
