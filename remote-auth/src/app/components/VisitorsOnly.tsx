import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isTrialType, paths, useSessionStore } from '@lobby/shared';

/**
 * Login and register are for visitors: a signed-in member who opens them goes home. A trial
 * user may still sign in to or open a real account. Read once, when the screen opens, so the
 * login form's own navigation after a successful sign-in is not overtaken.
 */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const [member] = useState(() => {
    const session = useSessionStore.getState().session;
    return session !== null && !isTrialType(session.type);
  });
  return member ? <Navigate to={paths.home} replace /> : children;
}
