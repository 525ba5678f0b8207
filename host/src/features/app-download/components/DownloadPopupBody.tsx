import { useTranslation } from 'react-i18next';
import type { DownloadOffers } from '../utils/download-offers';
import { promptInstall, useInstallPromptStore } from '../utils/install-prompt';
import { AddToHomeGuide } from './AddToHomeGuide';
import '../app-download.css';

/**
 * The download popup's content (spec section 2): the browser's own install (Android, when it
 * offers one), add to home screen (Safari on iOS, outside the web app), the Android app, the iOS
 * profile and the iOS app, whichever this device can use.
 */
export function DownloadPopupBody({ offers }: { offers: DownloadOffers }) {
  const { t } = useTranslation('common');
  const canInstall = useInstallPromptStore((state) => state.prompt !== null);
  return (
    <div className="host-download-popup">
      {offers.icon ? (
        <img
          className="host-download-popup__icon"
          src={offers.icon}
          alt=""
          width={64}
          height={64}
        />
      ) : null}
      <p>{t('downloadPopup.text')}</p>
      {offers.addToHomeScreen ? <AddToHomeGuide /> : null}
      <div className="host-download-popup__links">
        {canInstall ? (
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            onClick={() => void promptInstall()}
          >
            {t('pwa.install')}
          </button>
        ) : null}
        {offers.iosApp ? (
          <a className="lb-btn lb-btn--primary" href={offers.iosApp}>
            {t('downloadPopup.iosApp')}
          </a>
        ) : null}
        {offers.iosProfile ? (
          <a className="lb-btn lb-btn--soft" href={offers.iosProfile}>
            {t('downloadPopup.iosProfile')}
          </a>
        ) : null}
        {offers.android ? (
          <a className="lb-btn lb-btn--primary" href={offers.android}>
            {t('downloadPopup.android')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
