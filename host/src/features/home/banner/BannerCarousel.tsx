import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchHomeBanners, peekHomeBanners, type Banner } from './banners-api';
import { useCarousel } from './use-carousel';

const SWIPE_PX = 40;

/** Home top banner: fixed 5:2 box (no layout shift), auto-advance 5 s, loops, swipe and dots. */
export function BannerCarousel() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [banners, setBanners] = useState<Banner[]>(() => peekHomeBanners() ?? []);
  const { index, goTo, setPaused } = useCarousel(banners.length);
  const touchStartX = useRef<number | null>(null);

  useEffect(() => {
    let active = true;
    fetchHomeBanners().then(
      (list) => active && setBanners(list),
      () => active && setBanners([]),
    );
    return () => {
      active = false;
    };
  }, []);

  const open = (banner: Banner) => {
    if (!banner.link) return;
    if (banner.link.startsWith('/')) navigate(banner.link);
    else window.open(banner.link, '_blank', 'noopener');
  };

  return (
    <section
      className="host-banner"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
        setPaused(true);
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        if (start !== null && end !== undefined && Math.abs(end - start) > SWIPE_PX) {
          goTo(end < start ? index + 1 : index - 1);
        }
        touchStartX.current = null;
        setPaused(false);
      }}
    >
      <div className="host-banner__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((banner, position) => (
          <button
            key={banner.id}
            type="button"
            className="host-banner__slide"
            aria-roledescription="slide"
            aria-label={t('home.slide', { index: position + 1, count: banners.length })}
            aria-hidden={position !== index}
            tabIndex={position === index ? 0 : -1}
            onClick={() => open(banner)}
          >
            <img
              src={banner.url}
              alt=""
              width={banner.width}
              height={banner.height}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'low'}
              decoding="async"
            />
          </button>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="host-banner__dots">
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className={`host-banner__dot${position === index ? ' is-active' : ''}`}
              aria-label={t('home.slide', { index: position + 1, count: banners.length })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => goTo(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
