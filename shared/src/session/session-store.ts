import { create } from 'zustand';
import { readStoredSession, writeStoredSession } from './session-storage';
import type { MemberInfo, SessionInfo, Wallet } from './session-types';

export interface SessionState {
  session: SessionInfo | null;
  member: MemberInfo | null;
  wallet: Wallet | null;
  setSession: (session: SessionInfo | null) => void;
  setMember: (member: MemberInfo | null) => void;
  setWallet: (wallet: Wallet | null) => void;
  clear: () => void;
}

/** Session info persists under MC_SESSION_INFO; member info and wallet live in memory only. */
export const useSessionStore = create<SessionState>()((set) => ({
  session: typeof window === 'undefined' ? null : readStoredSession(),
  member: null,
  wallet: null,
  setSession: (session) => {
    writeStoredSession(session);
    set({ session });
  },
  setMember: (member) => set({ member }),
  setWallet: (wallet) => set({ wallet }),
  clear: () => {
    writeStoredSession(null);
    set({ session: null, member: null, wallet: null });
  },
}));

/** Logged in = stored session info present (spec section 4). */
export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => state.session !== null);
}

export function getSessionToken(): string | null {
  return useSessionStore.getState().session?.token ?? null;
}
