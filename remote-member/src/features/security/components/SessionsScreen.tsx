import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@lobby/platform-api/contract';
import {
  confirm,
  formatDateTime,
  ListSkeleton,
  RequestError,
  toast,
  useRequest,
} from '@lobby/shared';
import { endSession, fetchSessions, signOutOtherSessions } from '../api/security';
import '@/components/wallet.css';
import '../security.css';
import { securityErrorText } from '../utils/error-text';

/**
 * Every signed-in device: this one marked, the others each with "sign out", and "sign out all
 * other devices". Signing out ends the token on the platform (its next call answers 401).
 */
export function SessionsScreen({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('security');
  const sessions = useRequest(fetchSessions, 'active-sessions');
  const [busy, setBusy] = useState(false);

  if (sessions.state.status === 'loading')
    return <ListSkeleton className="member-list-skeleton" sweep />;
  if (sessions.state.status === 'error') {
    return (
      <RequestError
        message={t('loadError')}
        onRetry={sessions.reload}
        className="member-state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  }
  const list = sessions.state.data;
  const others = list.filter((session) => !session.current);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      sessions.reload();
      onChanged?.();
    } catch (error) {
      toast.error(securityErrorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const signOutOne = async (session: ActiveSession) => {
    if (!(await confirm(t('sessions.confirmOne', { device: session.device })))) return;
    await run(() => endSession(session.id), t('sessions.signedOut'));
  };
  const signOutOthers = async () => {
    if (!(await confirm(t('sessions.confirmOthers')))) return;
    await run(signOutOtherSessions, t('sessions.othersSignedOut'));
  };

  return (
    <section className="wallet-card" aria-labelledby="sessions-title">
      <h2 className="wallet-card__title" id="sessions-title">
        {t('sessions.title')}
      </h2>
      <ul className="security-rows">
        {list.map((session) => (
          <li key={session.id} className="security-rows__item">
            <div className="security-rows__head">
              <span className="security-rows__name">{session.device}</span>
              {session.current ? (
                <span className="security-badge security-badge--ok">
                  {t('sessions.thisDevice')}
                </span>
              ) : (
                <button
                  type="button"
                  className="lb-btn lb-btn--ghost"
                  disabled={busy}
                  aria-label={t('sessions.signOutNamed', { device: session.device })}
                  onClick={() => void signOutOne(session)}
                >
                  {t('sessions.signOut')}
                </button>
              )}
            </div>
            <p className="security-rows__meta">
              {t('sessions.lastActive', { time: formatDateTime(session.lastSeenAt) })} ·{' '}
              {session.ip ?? t('history.noIp')}
            </p>
            <p className="security-rows__meta">
              {t('sessions.signedIn', { time: formatDateTime(session.createdAt) })}
            </p>
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className="lb-btn lb-btn--primary lb-btn--block"
          disabled={busy}
          onClick={() => void signOutOthers()}
        >
          {t('sessions.signOutOthers')}
        </button>
      ) : (
        <p className="wallet-card__lead">{t('sessions.onlyThis')}</p>
      )}
    </section>
  );
}
