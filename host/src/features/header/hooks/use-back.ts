import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@lobby/shared';

/** Where the header's back arrow leads (the shell's layout rules decide per route). */
export type BackTarget = 'home' | 'history' | null;

/** Back per spec: home for some routes; otherwise one step back (home when there is no step). */
export function useBack(target: BackTarget): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (target === 'home' || location.key === 'default') navigate(paths.home);
    else navigate(-1);
  }, [location.key, navigate, target]);
}
