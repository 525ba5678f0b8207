import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';

/**
 * Why a remote could not be shown, which decides what helps:
 * - network: its files could not be fetched (Retry may help);
 * - missing: its release is not there (404) — Retry cannot help, support or home can;
 * - outdated: it loaded but cannot run with this site (version skew, a crash) — it needs a new
 *   release, so no Retry loop.
 */
export type RemoteFailureKind = 'network' | 'missing' | 'outdated';

interface Props {
  kind?: RemoteFailureKind;
  onRetry?: () => void;
  retrying?: boolean;
  /** Opens the customer service channels (offered for a missing release). */
  onContactSupport?: () => void;
}

const TEXT: Record<RemoteFailureKind, { title: string; body: string }> = {
  network: { title: 'remoteError.title', body: 'remoteError.body' },
  missing: { title: 'remoteError.missingTitle', body: 'remoteError.missingBody' },
  outdated: { title: 'remoteError.outdatedTitle', body: 'remoteError.outdatedBody' },
};

/** Shown where a remote failed to load or crashed, with the way forward that fits the failure. */
export function RemoteErrorView({
  kind = 'network',
  onRetry,
  retrying = false,
  onContactSupport,
}: Props) {
  const { t } = useTranslation('common');
  const text = TEXT[kind];
  return (
    <div className="lb-remote-error" role="alert" data-failure={kind}>
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M28 16v16M28 38v3" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2>{t(text.title)}</h2>
      <p>{t(text.body)}</p>
      {kind === 'network' && onRetry ? (
        <button
          type="button"
          className="lb-btn lb-btn--primary"
          onClick={onRetry}
          disabled={retrying}
        >
          {retrying ? t('loading') : t('retry')}
        </button>
      ) : null}
      {kind === 'missing' && onContactSupport ? (
        <button type="button" className="lb-btn lb-btn--primary" onClick={onContactSupport}>
          {t('remoteError.contactSupport')}
        </button>
      ) : null}
      {kind !== 'network' ? (
        <Link
          to={paths.home}
          className={`lb-btn ${kind === 'missing' && onContactSupport ? 'lb-btn--ghost' : 'lb-btn--primary'}`}
        >
          {t('remoteError.goHome')}
        </Link>
      ) : null}
    </div>
  );
}
