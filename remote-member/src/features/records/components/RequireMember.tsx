import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths, useSessionStore } from '@lobby/shared';

/**
 * Records are a member's: visitors log in first. Trial users get what the server answers (their
 * trial records, or its refusal shown as the screen's error), so they are not turned away here.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const session = useSessionStore((state) => state.session);
  if (!session) return <Navigate to={paths.login} replace />;
  return children;
}
