import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockIcon, WrenchIcon, refreshSystemStatus, useSystemStatusStore } from '@lobby/shared';
import { StatusScreen } from './StatusScreen';

const RECHECK_MS = 30_000;

/** Status 1 shows maintenance (also when both), 2 the IP-blocked screen, 0 the app. */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const statusCode = useSystemStatusStore((state) => state.statusCode);
  const ip = useSystemStatusStore((state) => state.status?.location.ip);

  useEffect(() => {
    if (statusCode === 0) return;
    const timer = setInterval(() => void refreshSystemStatus(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [statusCode]);

  if (statusCode === 1) {
    return (
      <StatusScreen
        icon={<WrenchIcon size={56} />}
        title={t('status.maintenanceTitle')}
        body={t('status.maintenanceBody')}
      />
    );
  }
  if (statusCode === 2) {
    return (
      <StatusScreen
        icon={<BlockIcon size={56} />}
        title={t('status.restrictedTitle')}
        body={t('status.restrictedBody')}
        detail={ip ? t('status.yourIp', { ip }) : undefined}
      />
    );
  }
  return <>{children}</>;
}
