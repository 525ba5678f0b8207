import { fetchMemberInfo, fetchWallet, requestLogin } from './session-api';
import { useSessionStore } from './session-store';
import type { MemberInfo, SessionInfo, Wallet } from './session-types';

/**
 * Username + password login: stores the session (MC_SESSION_INFO), then loads member info and
 * wallet. Rejects with ApiError (LOGIN_FAILED value.captcha tells whether a captcha is needed).
 */
export async function loginWithPassword(
  username: string,
  password: string,
  captcha?: string,
): Promise<SessionInfo> {
  const name = username.trim();
  if (!name || !password) throw new Error('username and password are required');
  const value = await requestLogin({ username: name, password, ...(captcha ? { captcha } : {}) });
  const session: SessionInfo = {
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
  };
  useSessionStore.getState().setSession(session);
  await Promise.all([refreshMember(), refreshWallet()]);
  return session;
}

/** Reloads the wallet of the logged-in member; null when logged out. */
export async function refreshWallet(): Promise<Wallet | null> {
  if (!useSessionStore.getState().session) return null;
  const wallet = await fetchWallet();
  useSessionStore.getState().setWallet(wallet);
  return wallet;
}

export async function refreshMember(): Promise<MemberInfo | null> {
  if (!useSessionStore.getState().session) return null;
  const member = await fetchMemberInfo();
  useSessionStore.getState().setMember(member);
  return member;
}
