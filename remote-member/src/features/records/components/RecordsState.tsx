import { useTranslation } from 'react-i18next';
import { isApiError, ListSkeleton, RequestError, Spinner } from '@lobby/shared';

/** The server's localized message for a failed call, or the screen's own words. */
export function useErrorText() {
  const { t } = useTranslation('records');
  return (error: unknown) =>
    isApiError(error) && error.code !== 'INTERNAL'
      ? t(`common:errors.${error.messageKey}`, { defaultValue: t('errors.load') })
      : t('errors.load');
}

/** Loading rows, or what went wrong with Retry. */
export function RecordsLoading() {
  return <ListSkeleton className="member-list-skeleton" sweep />;
}

export function RecordsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorText = useErrorText();
  return (
    <RequestError
      message={errorText(error)}
      onRetry={onRetry}
      className="member-state"
      retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
    />
  );
}

export interface ListEndProps {
  more: 'idle' | 'loading' | 'failed';
  /** No next page: the real end of the records. */
  done: boolean;
  onRetryMore: () => void;
}

/** Under a list: the next page loading, its failure with Retry, or "no more records". */
export function ListEnd({ more, done, onRetryMore }: ListEndProps) {
  const { t } = useTranslation('records');
  if (more === 'loading') {
    return (
      <p className="records-end" role="status">
        <Spinner size={18} />
        <span>{t('list.loadingMore')}</span>
      </p>
    );
  }
  if (more === 'failed') {
    return (
      <div className="records-end" role="alert">
        <span>{t('list.moreError')}</span>
        <button type="button" className="lb-btn lb-btn--ghost lb-btn--lg" onClick={onRetryMore}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  if (done) {
    return (
      <p className="records-end" role="status">
        {t('list.noMore')}
      </p>
    );
  }
  return null;
}
