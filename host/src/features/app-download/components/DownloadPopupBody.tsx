import { useTranslation } from 'react-i18next';
import type { DownloadOffers } from '../utils/download-offers';
import '../app-download.css';

/**
 * The download popup's content (spec section 2): add to home screen (Safari on iOS, outside the
 * web app), the Android app, the iOS profile and the iOS app, whichever this device can use.
 */
export function DownloadPopupBody({ offers }: { offers: DownloadOffers }) {
  const { t } = useTranslation('common');
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
      {offers.addToHomeScreen ? (
        <p className="host-download-popup__tip">{t('downloadPopup.addToHomeScreen')}</p>
      ) : null}
      <div className="host-download-popup__links">
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
