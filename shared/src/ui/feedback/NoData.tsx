import { useTranslation } from 'react-i18next';

/** The empty-list view: an illustration and 'no data' (or a custom message). */
export function NoData({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="lb-no-data" role="status">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <rect
          x="14"
          y="20"
          width="44"
          height="34"
          rx="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path d="M14 34h14l4 6h8l4-6h14" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p>{message ?? t('noData')}</p>
    </div>
  );
}
