import type { ReactNode } from 'react';
import { useSessionStore, LoginRedirect } from '@lobby/shared';

/**
 * Records are a member's: visitors log in first. Trial users get what the server answers (their
 * trial records, or its refusal shown as the screen's error), so they are not turned away here.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const session = useSessionStore((state) => state.session);
  if (!session) return <LoginRedirect />;
  return children;
}
