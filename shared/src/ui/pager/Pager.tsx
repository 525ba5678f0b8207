import { useTranslation } from 'react-i18next';

export interface PagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
}

/** Previous / next page of a paged list, with "page n of m"; nothing when one page holds all. */
export function Pager({ pageNo, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="lb-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="lb-btn lb-btn--ghost"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.position', { page: pageNo, pages })}</span>
      <button
        type="button"
        className="lb-btn lb-btn--ghost"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
