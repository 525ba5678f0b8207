import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ListSkeleton,
  PageTitleBar,
  paths,
  RequestError,
  useRealAccountGate,
  useRequest,
  LoginRedirect,
} from '@lobby/shared';
import { fetchSecurityOverview } from '@/features/security/api/security';
import { ContactScreen } from '@/features/security/components/ContactScreen';
import { LoginHistoryScreen } from '@/features/security/components/LoginHistoryScreen';
import { SecurityOverviewList } from '@/features/security/components/SecurityOverviewList';
import { SessionsScreen } from '@/features/security/components/SessionsScreen';
import { TwoFactorScreen } from '@/features/security/components/TwoFactorScreen';
import { toSection, type SecuritySection } from '@/features/security/utils/sections';
import { PaymentPasswordForm } from '@/features/withdraw/components/PaymentPasswordForm';
import { PayoutAccountList } from '@/features/withdraw/components/PayoutAccountList';
import '@/components/wallet.css';

/**
 * /m/securityCenter (white-label SECPRIV): the list of sections with their state; `?section=`
 * opens one. The payment password and payout accounts are the withdraw feature's own forms.
 * Visitors log in first; trial users are refused (free_reject, 2 s).
 */
export function SecurityCentrePage() {
  const { t } = useTranslation('security');
  const account = useRealAccountGate();
  const [params] = useSearchParams();
  const section = toSection(params.get('section'));
  if (account === 'visitor') return <LoginRedirect />;
  return (
    <div className="member-page member-page--bare wallet-page security-page">
      <PageTitleBar
        title={section ? t(`sections.${section}`) : t('title')}
        backTo={section ? paths.securityCenter : undefined}
        className="member-title-bar"
      />
      {account === 'member' ? <SecurityContent section={section} /> : null}
    </div>
  );
}

function SecurityContent({ section }: { section: SecuritySection | null }) {
  const { t } = useTranslation('security');
  const overview = useRequest(fetchSecurityOverview, 'security-overview');
  if (overview.state.status === 'loading')
    return <ListSkeleton className="member-list-skeleton" sweep />;
  if (overview.state.status === 'error') {
    return (
      <RequestError
        message={t('loadError')}
        onRetry={overview.reload}
        className="member-state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  }
  const data = overview.state.data;
  const reload = overview.reload;
  let screen;
  switch (section) {
    case 'password':
      screen = (
        <PaymentPasswordForm
          key={String(data.paymentPasswordSet)}
          hasPaymentPassword={data.paymentPasswordSet}
          onDone={reload}
        />
      );
      break;
    case 'mobile':
    case 'email':
      screen = (
        <ContactScreen
          key={section}
          channel={section === 'mobile' ? 'SMS' : 'EMAIL'}
          overview={data}
          onChanged={reload}
        />
      );
      break;
    case 'accounts':
      screen = (
        <PayoutAccountList
          maxAccounts={data.maxPayoutAccounts}
          hasPaymentPassword={data.paymentPasswordSet}
          onChanged={reload}
        />
      );
      break;
    case 'twoFactor':
      screen = <TwoFactorScreen enabled={data.twoFactorEnabled} onChanged={reload} />;
      break;
    case 'sessions':
      screen = <SessionsScreen onChanged={reload} />;
      break;
    case 'history':
      screen = <LoginHistoryScreen />;
      break;
    default:
      screen = <SecurityOverviewList data={data} />;
  }
  return <div className="wallet-stack">{screen}</div>;
}
