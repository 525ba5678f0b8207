import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  hideLoading,
  paths,
  safeSessionStorage,
  showLoading,
  useSessionStore,
} from '@lobby/shared';
import { authApi, establishSession } from '@/api/auth-api';
import { toastFailure } from '@/utils/errors';

export const TRIAL_NAME_KEY = 'trialName';

/** /m/trail: creates a free-play user under the trial merchant and goes home logged in. */
export function TrialPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (useSessionStore.getState().session) {
      navigate(paths.home, { replace: true });
      return;
    }
    showLoading({ message: t('trial.loading'), timeoutMs: 9999 });
    authApi
      .trialUser()
      .then(async (answer) => {
        safeSessionStorage.setItem(TRIAL_NAME_KEY, answer.userName);
        await establishSession(answer);
        navigate(paths.home, { replace: true });
      })
      .catch((error: unknown) => {
        toastFailure(error, t);
        navigate(paths.home, { replace: true });
      })
      .finally(() => hideLoading());
  }, [navigate, t]);
  return <div className="auth-page" aria-busy="true" />;
}
