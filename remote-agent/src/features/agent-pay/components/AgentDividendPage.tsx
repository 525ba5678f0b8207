import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, useRequest } from '@lobby/shared';
import { fetchContracts } from '../api/agent-pay-api';
import { PayScreen } from './PayScreen';
import { SettlementHistory } from './SettlementHistory';

/**
 * /m/member/agent/agentDivident: the agent's dividend payments, with the way to its contract;
 * an offer waiting for an answer is said first.
 */
export function AgentDividendPage() {
  const { t } = useTranslation('agentpay');
  const contracts = useRequest(() => fetchContracts('DIVIDEND'), 'dividend-page-contracts');
  const waiting = contracts.state.status === 'success' && contracts.state.data.offers.length > 0;
  return (
    <PayScreen title={t('pages.dividend')}>
      {waiting ? (
        <p className="agentpay-card agentpay-card--offer" role="status">
          {t('contract.offerWaiting')}
        </p>
      ) : null}
      <p className="agentpay__lead">
        <Link className="lb-btn lb-btn--ghost" to={paths.agentDividendContract}>
          {waiting ? t('contract.viewOffer') : t('contract.view')}
        </Link>
      </p>
      <SettlementHistory kind="DIVIDEND" />
    </PayScreen>
  );
}
