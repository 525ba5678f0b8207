import { useTranslation } from 'react-i18next';
import {
  ComingSoonScreen,
  PageTitleBar,
  useRealAccountGate,
  useWhitelabel,
  LoginRedirect,
} from '@lobby/shared';
import { MallContent } from './MallContent';
import '../mall.css';

/**
 * /m/mall/mallHome (white-label PTSYS3): the member's points, the catalogue with stock, an
 * item's detail and redemption (a delivery address for physical items), and the orders.
 * Visitors log in first; trial users are refused (free_reject, 2 s).
 */
export function MallPage() {
  const { t } = useTranslation('mall');
  const account = useRealAccountGate();
  const enabled = useWhitelabel('PTSYS3');
  if (account === 'visitor') return <LoginRedirect />;
  if (!enabled) return <ComingSoonScreen title={t('title')} />;
  return (
    <div className="mall">
      <PageTitleBar title={t('title')} />
      {account === 'member' ? <MallContent /> : null}
    </div>
  );
}
