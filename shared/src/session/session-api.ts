import { api } from '../api/api-client';

export const fetchMemberInfo = () => api.get('/wps/member/info');
export const fetchWallet = () => api.get('/wps/wallets/gcs');
export const requestLogout = () => api.delete('/wps/session/logout');
