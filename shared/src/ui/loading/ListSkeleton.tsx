import { useTranslation } from 'react-i18next';

export interface ListSkeletonProps {
  rows?: number;
  /** The BEM block of the classes: `block`, `block__row`, `block__title`, `block__line`. */
  className?: string;
}

/** Placeholder rows while a list loads; announced once as "Loading…". */
export function ListSkeleton({ rows = 4, className = 'lb-list-skeleton' }: ListSkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="status">
      <span className="lb-visually-hidden">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`${className}__row`} aria-hidden="true">
          <span className={`${className}__title`} />
          <span className={`${className}__line`} />
        </div>
      ))}
    </div>
  );
}
