import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useGoBack } from '@lobby/shared';

/** Where the header's back arrow leads (the shell's layout rules decide per route). */
export type BackTarget = 'home' | 'history' | null;

/** Back per spec: home for some routes; otherwise the one shared rule (back, or home first). */
export function useBack(target: BackTarget): () => void {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return useCallback(() => {
    if (target === 'home') navigate(paths.home);
    else goBack();
  }, [goBack, navigate, target]);
}
