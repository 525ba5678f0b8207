import { useTranslation } from 'react-i18next';

interface BannerDotsProps {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** The visitor is about to use the dots (pressed or focused one): time to get the carousel ready. */
  onApproach: () => void;
}

/** One button per banner; the current one is marked with aria-current. */
export function BannerDots({ count, current, onSelect, onApproach }: BannerDotsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="host-banner__dots">
      {Array.from({ length: count }, (_, position) => (
        <button
          key={position}
          type="button"
          className={`host-banner__dot${position === current ? ' is-active' : ''}`}
          aria-label={t('home.slide', { index: position + 1, count })}
          aria-current={position === current ? 'true' : undefined}
          onPointerDown={onApproach}
          onFocus={onApproach}
          onClick={() => onSelect(position)}
        />
      ))}
    </div>
  );
}
