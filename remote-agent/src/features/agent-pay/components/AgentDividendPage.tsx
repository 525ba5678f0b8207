import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { PayScreen } from './PayScreen';
import { SettlementHistory } from './SettlementHistory';

/** /m/member/agent/agentDivident: the agent's dividend payments, with the way to its contract. */
export function AgentDividendPage() {
  const { t } = useTranslation('agentpay');
  return (
    <PayScreen title={t('pages.dividend')}>
      <p className="agentpay__lead">
        <Link className="lb-btn lb-btn--ghost" to={paths.agentDividendContract}>
          {t('contract.view')}
        </Link>
      </p>
      <SettlementHistory kind="DIVIDEND" />
    </PayScreen>
  );
}
