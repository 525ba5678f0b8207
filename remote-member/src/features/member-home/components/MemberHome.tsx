import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BalanceWidget, paths, useIsLoggedIn } from '@lobby/shared';
import { Icon } from './icons';
import { MemberEntries } from './MemberEntries';
import { ProfileCard } from './ProfileCard';
import '../member-home.css';

export function MemberHome() {
  const { t } = useTranslation('member');
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to={paths.login} replace />;

  return (
    <main className="member-page">
      <section className="member-hero" aria-label={t('profile.title')}>
        <ProfileCard />
        <div className="member-wallet">
          <p className="member-wallet__caption">{t('wallet.balance')}</p>
          <BalanceWidget />
        </div>
        <div className="member-hero__actions">
          <Link className="member-button member-button--ghost" to={paths.withdraw}>
            <Icon name="withdraw" />
            {t('wallet.withdraw')}
          </Link>
          <Link className="member-button" to={paths.voucherCenter}>
            <Icon name="deposit" />
            {t('wallet.deposit')}
          </Link>
        </div>
      </section>
      <MemberEntries />
    </main>
  );
}
