import { useTranslation } from 'react-i18next';

/** Shown where a remote failed to load or crashed; Retry asks the owner to load it again. */
export function RemoteErrorView({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="lb-remote-error" role="alert">
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M28 16v16M28 38v3" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2>{t('remoteError.title')}</h2>
      <p>{t('remoteError.body')}</p>
      <button
        type="button"
        className="lb-btn lb-btn--primary"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? t('loading') : t('retry')}
      </button>
    </div>
  );
}
