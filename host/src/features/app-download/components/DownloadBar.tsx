import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CloseIcon, DownloadIcon, paths, type SystemStatus } from '@lobby/shared';
import { downloadOffers } from '../utils/download-offers';
import '../app-download.css';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const Star = () => (
  <svg width="11" height="11" viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="currentColor"
      d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
    />
  </svg>
);

interface Props {
  status: SystemStatus;
  onClose: () => void;
}

/**
 * The app download bar (spec section 2): app icon, name and description, five-star rating, a
 * button to the download page and a close button. It is fixed under the header, in the room
 * the page keeps for it from its first paint (utils/download-bar-room.ts), so it covers nothing
 * and appearing after the first content moves nothing.
 */
export function DownloadBar({ status, onClose }: Props) {
  const { t, i18n } = useTranslation('common');
  const template = status.info.mobileTemplate;
  // the operator's description in the reader's language, else its English one, else ours
  const description =
    status.info.appDescTranslations?.[i18n.language?.toUpperCase() ?? '']?.trim() ||
    template.app_desc?.trim() ||
    t('downloadBar.description');
  const icon = downloadOffers(status).icon;
  const background = HEX_COLOR.test(template.app_background ?? '')
    ? template.app_background
    : undefined;
  const color = HEX_COLOR.test(template.app_desc_font_color ?? '')
    ? template.app_desc_font_color
    : undefined;

  return (
    <section
      className="host-download-bar"
      aria-label={t('downloadBar.label')}
      style={{ background }}
    >
      <button
        type="button"
        className="lb-icon-btn host-download-bar__close"
        aria-label={t('downloadBar.close')}
        onClick={onClose}
      >
        <CloseIcon size={16} />
      </button>
      {icon ? (
        <img className="host-download-bar__icon" src={icon} alt="" width={40} height={40} />
      ) : (
        <span className="host-download-bar__icon">
          <DownloadIcon size={22} />
        </span>
      )}
      <div className="host-download-bar__text" style={{ color }}>
        <strong>{t('downloadBar.title', { name: t('appName') })}</strong>
        <span className="host-download-bar__desc">{description}</span>
        <span className="host-download-bar__stars" role="img" aria-label={t('downloadBar.rating')}>
          <Star />
          <Star />
          <Star />
          <Star />
          <Star />
        </span>
      </div>
      <Link to={paths.download} className="lb-btn lb-btn--primary host-download-bar__open">
        {t('downloadBar.open')}
      </Link>
    </section>
  );
}
