import { useTranslation } from 'react-i18next';

export interface ListSkeletonProps {
  rows?: number;
  /** The BEM block of the classes: `block`, `block__row`, `block__title`, `block__line`. */
  className?: string;
  /** The shared light sweep (theme.css' lb-skeleton) over each title and line. */
  sweep?: boolean;
}

/** Placeholder rows while a list loads; announced once as "Loading…". */
export function ListSkeleton({
  rows = 4,
  className = 'lb-list-skeleton',
  sweep = false,
}: ListSkeletonProps) {
  const { t } = useTranslation('common');
  const swept = sweep ? 'lb-skeleton ' : '';
  return (
    <div className={className} role="status">
      <span className="lb-visually-hidden">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`${className}__row`} aria-hidden="true">
          <span className={`${swept}${className}__title`} />
          <span className={`${swept}${className}__line`} />
        </div>
      ))}
    </div>
  );
}
