import { useEffect } from 'react';
import { refreshMember, refreshSystemStatus, refreshWallet, useSessionStore } from '@lobby/shared';

/**
 * When the network comes back the page catches up by itself, without a reload: the platform's
 * status, and a member's name and balance. (Remotes that failed offline retry on their own,
 * RemoteView.)
 */
export function useRecoverWhenOnline(): void {
  useEffect(() => {
    const recover = () => {
      refreshSystemStatus().catch(() => undefined);
      if (!useSessionStore.getState().session?.token) return;
      refreshMember().catch(() => undefined);
      refreshWallet().catch(() => undefined);
    };
    window.addEventListener('online', recover);
    return () => window.removeEventListener('online', recover);
  }, []);
}
