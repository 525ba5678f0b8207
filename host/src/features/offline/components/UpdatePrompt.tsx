import { useTranslation } from 'react-i18next';
import { useServiceWorkerStore } from '../utils/service-worker-store';
import '../offline.css';

/**
 * A new version of the site is ready: the player reloads when they choose, instead of the site
 * changing under them mid-game.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const updateReady = useServiceWorkerStore((state) => state.updateReady);
  const applyUpdate = useServiceWorkerStore((state) => state.applyUpdate);
  if (!updateReady) return null;
  return (
    <div className="host-update" role="status">
      <span>{t('pwa.newVersion')}</span>
      <button
        type="button"
        className="lb-btn lb-btn--primary host-update__reload"
        onClick={applyUpdate}
      >
        {t('pwa.reload')}
      </button>
    </div>
  );
}
