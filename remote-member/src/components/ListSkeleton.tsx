import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list loads; announced once as "Loading…". */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('member');
  return (
    <div className="member-list-skeleton" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="member-list-skeleton__row" aria-hidden="true">
          <span className="member-skeleton member-list-skeleton__title" />
          <span className="member-skeleton member-list-skeleton__line" />
        </div>
      ))}
    </div>
  );
}
