import { useTranslation } from 'react-i18next';
import { useLoadingStore } from './loading-store';
import { Spinner } from './Spinner';

export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const { visible, message } = useLoadingStore();
  if (!visible) return null;
  return (
    <div className="lb-loading-overlay" role="status" aria-live="assertive" aria-busy="true">
      <div className="lb-loading-box">
        <Spinner />
        <span>{message ?? t('loading')}</span>
      </div>
    </div>
  );
}
