import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../routing/paths';
import { confirm } from '../ui/confirm/confirm-store';
import { hideLoading, showLoading } from '../ui/loading/loading-store';
import { safeLocalStorage, safeSessionStorage } from '../storage/safe-storage';
import { requestLogout } from './session-api';
import { useSessionStore } from './session-store';

const LOGOUT_LOADING_MS = 9999;

/**
 * Spec section 4 logout: confirm, loading, DELETE /wps/session/logout, clear session, member,
 * wallet and trialName, autoLogin 0, replace to /m/home. Resolves true when logged out.
 */
export function useLogout(): () => Promise<boolean> {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await confirm(t('logout.confirm')))) return false;
    showLoading({ timeoutMs: LOGOUT_LOADING_MS });
    try {
      await requestLogout();
    } catch {
      // the local session ends even when the server call fails (expired token, offline)
    }
    // Leave the page first and clear in the same tick: both land in one render, so a page that
    // sends visitors to the login screen never sees the cleared session on its own route.
    navigate(paths.home, { replace: true });
    useSessionStore.getState().clear();
    safeSessionStorage.removeItem('trialName');
    safeLocalStorage.setItem('autoLogin', '0');
    hideLoading();
    return true;
  }, [navigate, t]);
}
