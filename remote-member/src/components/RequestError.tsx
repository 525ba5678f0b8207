import { useTranslation } from 'react-i18next';

/** A list that could not load: what happened and a Retry button. */
export function RequestError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="member-state" role="alert">
      <p className="member-state__text">{message}</p>
      <button type="button" className="member-button member-button--ghost" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
