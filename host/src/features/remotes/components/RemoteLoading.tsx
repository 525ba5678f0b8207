import { useTranslation } from 'react-i18next';
import { Spinner } from '@lobby/shared';

export function RemoteLoading({ minHeight = '16rem' }: { minHeight?: string }) {
  const { t } = useTranslation('common');
  return (
    <div
      className="host-remote-loading"
      style={{ minHeight }}
      role="status"
      aria-label={t('loading')}
    >
      <Spinner />
    </div>
  );
}
