import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockIcon, WrenchIcon, refreshSystemStatus, useSystemStatusStore } from '@lobby/shared';
import { StatusScreen } from './StatusScreen';

const RECHECK_MS = 30_000;

interface Props {
  /** The brand mark of the status screens (the app passes the header's Logo). */
  logo: ReactNode;
  children: ReactNode;
}

/** Status 1 shows maintenance (also when both), 2 the IP-blocked screen, 0 the app. */
export function StatusGate({ logo, children }: Props) {
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
        logo={logo}
        icon={<WrenchIcon size={56} />}
        title={t('status.maintenanceTitle')}
        body={t('status.maintenanceBody')}
      />
    );
  }
  if (statusCode === 2) {
    return (
      <StatusScreen
        logo={logo}
        icon={<BlockIcon size={56} />}
        title={t('status.restrictedTitle')}
        body={t('status.restrictedBody')}
        detail={ip ? t('status.yourIp', { ip }) : undefined}
      />
    );
  }
  return <>{children}</>;
}
