import type { ReferralFriendPage, ReferralSummary } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

export const getReferral = () => apiGet<ReferralSummary>('/wps/referral');

export const getInvitedFriends = (pageNo = 1) =>
  apiGet<ReferralFriendPage>('/wps/referral/friends', { pageNo, pageSize: 20 });
