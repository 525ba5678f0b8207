import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@lobby/shared';

/** One step back, or home when this page was the first one opened (nothing to go back to). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate(paths.home, { replace: true });
    else navigate(-1);
  }, [key, navigate]);
}
