import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isAgentType, paths, useIsLoggedIn, useSessionStore, LoginRedirect } from '@lobby/shared';

/** Visitors go to login; members who are not agents (types 0, 4, 40) go home. */
export function AgentHomeGuard({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const type = useSessionStore((state) => state.session?.type);
  if (!loggedIn) return <LoginRedirect />;
  if (!isAgentType(type)) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
