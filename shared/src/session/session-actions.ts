import { fetchMemberInfo, fetchWallet } from './session-api';
import { useSessionStore } from './session-store';
import type { MemberInfo, Wallet } from './session-types';

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
