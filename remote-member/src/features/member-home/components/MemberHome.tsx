import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BalanceWidget, isTrialType, paths, useSessionStore, LoginRedirect } from '@lobby/shared';
import { useMemberTemplate } from '../hooks/use-member-template';
import { GuestPrompt } from './GuestPrompt';
import { Icon } from './icons';
import { MemberEntries } from './MemberEntries';
import { ProfileCard } from './ProfileCard';
import '../member-home.css';

/**
 * /m/member/home. Two layouts by the brand's mem_cen: the new one a card header holding the
 * balance and wallet buttons over a grid of entries, the base one list rows. Visitors log in
 * first; a trial account gets the register-now prompt.
 */
export function MemberHome() {
  const { t } = useTranslation('member');
  const session = useSessionStore((state) => state.session);
  const template = useMemberTemplate();
  if (!session) return <LoginRedirect />;
  if (isTrialType(session.type)) return <GuestPrompt />;

  const walletButtons = (
    <div className="member-hero__actions">
      <Link className="lb-btn lb-btn--ghost lb-btn--lg" to={paths.withdraw}>
        <Icon name="withdraw" />
        {t('wallet.withdraw')}
      </Link>
      <Link className="lb-btn lb-btn--primary lb-btn--lg" to={paths.voucherCenter}>
        <Icon name="deposit" />
        {t('wallet.deposit')}
      </Link>
    </div>
  );

  return (
    <div className={`member-page member-home member-home--${template}`}>
      <section className="member-hero" aria-label={t('profile.title')}>
        <ProfileCard />
        <div className="member-wallet">
          <p className="member-wallet__caption">{t('wallet.balance')}</p>
          <BalanceWidget className="member-wallet__balance" />
        </div>
        {walletButtons}
      </section>
      <MemberEntries template={template} />
    </div>
  );
}
