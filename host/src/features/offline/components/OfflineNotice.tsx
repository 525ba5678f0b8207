import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';
import '../offline.css';

/**
 * 'No Internet' (spec section 8) for as long as the browser has no network: the page stays (the
 * service worker's copies), the notice says why nothing new arrives, and leaves by itself when
 * the network is back.
 */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <div className="host-offline" role="status">
      {t('errors.no_internet')}
    </div>
  );
}
