import { apiDelete, apiGet } from '../api/api-client';
import type { MemberInfo, Wallet } from './session-types';

export const fetchMemberInfo = () => apiGet<MemberInfo>('/wps/member/info');
export const fetchWallet = () => apiGet<Wallet>('/wps/wallets/gcs');
export const requestLogout = () => apiDelete<boolean>('/wps/session/logout');
