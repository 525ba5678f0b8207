import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../routing/paths';

/**
 * Whether this page is the first one the app opened (a link from outside, a typed URL, a new
 * tab): nothing of ours to go back to. The router's own test, `location.key === 'default'`, is
 * the right one: react-router gives that key only to the entry it started on (browser history
 * keeps the key of later entries across reloads). `window.history.length <= 1`, used by some
 * screens, is wrong both ways: it counts the pages of other sites before ours in the same tab
 * (back would leave the site), and it stays above 1 after going back to our first page.
 */
export function useIsFirstPage(): boolean {
  return useLocation().key === 'default';
}

/**
 * One step back, or home when this page was the first one opened. Home replaces the page rather
 * than pushing on top of it, so the browser's own back button does not return to the page the
 * person just left with "back".
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const firstPage = useIsFirstPage();
  return useCallback(() => {
    if (firstPage) navigate(paths.home, { replace: true });
    else navigate(-1);
  }, [firstPage, navigate]);
}
