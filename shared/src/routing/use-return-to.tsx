import { useCallback, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from './paths';
import { loginPathFor, returnTarget } from './return-to';

/** The place the visitor is on now, as `next` carries it. */
function here(location: { pathname: string; search: string; hash: string }): string {
  return location.pathname + location.search + location.hash;
}

/**
 * Sends a visitor to login, remembering where they were and, for a game tap, which game to
 * launch once signed in (issue 36 item 5). `to` picks register instead of login.
 */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  // Read at call time through a ref: the callback stays as stable as navigate itself, so effects
  // that list it (a lottery launch, a members-only tab) do not run again on every location change.
  const current = useRef(location);
  current.current = location;
  return useCallback(
    (options: { launch?: number; to?: string; replace?: boolean } = {}) =>
      navigate(loginPathFor({ next: here(current.current), launch: options.launch }, options.to), {
        replace: options.replace,
      }),
    [navigate],
  );
}

/** The login path (or register path) that returns here: for links such as the header's Login. */
export function useLoginPathHere(to: string = paths.login): string {
  const location = useLocation();
  return loginPathFor({ next: here(location) }, to);
}

/** A screen for members only, opened by a visitor: replaced by login, which returns here. */
export function LoginRedirect() {
  const location = useLocation();
  return <Navigate to={loginPathFor({ next: here(location) })} replace />;
}

/** After login or registration: to the `next` the auth screen was opened with (or home). */
export function useReturnAfterAuth() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    () => navigate(returnTarget(location.search), { replace: true }),
    [location.search, navigate],
  );
}
