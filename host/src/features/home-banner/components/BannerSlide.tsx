import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Banner } from '@lobby/platform-api/contract';
import { openSafeUrl } from '@lobby/shared';

interface BannerSlideProps {
  banner: Banner;
  /** 0-based place among the banners. */
  position: number;
  count: number;
  /** The slide on screen; the others are out of the tab order and the accessibility tree. */
  shown: boolean;
}

/**
 * One banner: a button opening its link under the safe-URL rule (this site's pages in the app,
 * http(s) in a new window, anything else nothing).
 */
export function BannerSlide({ banner, position, count, shown }: BannerSlideProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();

  const open = () => {
    if (banner.link) openSafeUrl(banner.link, { navigate });
  };

  return (
    <button
      type="button"
      className="host-banner__slide"
      aria-roledescription="slide"
      aria-label={t('home.slide', { index: position + 1, count })}
      aria-hidden={!shown}
      tabIndex={shown ? 0 : -1}
      onClick={open}
    >
      <img
        src={banner.url}
        alt=""
        width={banner.width}
        height={banner.height}
        loading={position === 0 ? 'eager' : 'lazy'}
        fetchPriority={position === 0 ? 'high' : 'low'}
        decoding="async"
        // a mouse drag moves the carousel instead of dragging the picture out
        draggable={false}
      />
    </button>
  );
}
