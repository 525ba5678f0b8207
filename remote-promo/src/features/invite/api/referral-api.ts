import { api } from '@lobby/shared';

export const getReferral = () => api.get('/wps/referral');

export const FRIENDS_PAGE_SIZE = 20;
export const getInvitedFriends = (pageNo = 1) =>
  api.get('/wps/referral/friends', { query: { pageNo, pageSize: FRIENDS_PAGE_SIZE } });
