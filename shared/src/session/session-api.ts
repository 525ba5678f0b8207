import { apiDelete, apiGet, apiPost } from '../api/api-client';
import type { MemberInfo, SessionInfo, Wallet } from './session-types';

export const fetchMemberInfo = () => apiGet<MemberInfo>('/wps/member/info');
export const fetchWallet = () => apiGet<Wallet>('/wps/wallets/gcs');
export const requestLogin = (body: { username: string; password: string; captcha?: string }) =>
  apiPost<SessionInfo>('/wps/session/login', body);
export const requestLogout = () => apiDelete<boolean>('/wps/session/logout');
