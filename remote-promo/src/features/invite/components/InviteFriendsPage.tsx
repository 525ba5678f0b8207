import { useTranslation } from 'react-i18next';
import { PageTitleBar, useRealAccountGate, LoginRedirect } from '@lobby/shared';
import { InviteContent } from './InviteContent';
import '../invite.css';

/**
 * /m/inviteFriends: the member's invitation link and QR code, copy and share, the operator's
 * reward rule, and the friends invited with their rewards. Visitors log in first; trial users
 * are refused (free_reject, 2 s).
 */
export function InviteFriendsPage() {
  const { t } = useTranslation('invite');
  const account = useRealAccountGate();
  if (account === 'visitor') return <LoginRedirect />;
  return (
    <div className="invite">
      <PageTitleBar title={t('title')} />
      {account === 'member' ? <InviteContent /> : null}
    </div>
  );
}
