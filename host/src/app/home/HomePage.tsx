import { useTranslation } from 'react-i18next';
import { RemoteView } from '@/features/remotes/components/RemoteView';
import { AnnouncementBar } from '@/features/home-announcement/components/AnnouncementBar';
import { CustomerServiceButton } from '@/features/customer-service/components/CustomerServiceButton';
import { Logo } from '@/features/header/components/Logo';
import { Footer } from '@/features/home-footer/components/Footer';
import { NearViewport } from './NearViewport';
import { DeferredHomeOverlays } from './DeferredHomeOverlays';

/**
 * Home composition below the top banner: notices, the lobby's game lobby, its jackpot and
 * latest winners, footer, service button; popups and the download bar once its first content is in.
 */
export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <div className="host-home">
      {/* The page's heading for screen readers; the banner and the lobby say the rest. */}
      <h1 className="lb-visually-hidden">{t('appName')}</h1>
      <AnnouncementBar />
      <div className="host-home__lobby">
        <RemoteView name="lobby" expose="./HomeLobby" minHeight="30rem" />
      </div>
      <NearViewport minHeight="16rem">
        <RemoteView name="lobby" expose="./HomeExtras" minHeight="16rem" />
      </NearViewport>
      <Footer logo={<Logo />} />
      <CustomerServiceButton />
      <DeferredHomeOverlays />
    </div>
  );
}
