import { useTranslation } from 'react-i18next';
import { useRequest } from '@lobby/shared';
import { fetchOwnRebate } from '../api/agent-pay-api';
import { LoadState } from './LoadState';
import { PayScreen } from './PayScreen';
import { RateList } from './RateList';
import { SettlementHistory } from './SettlementHistory';

/** /m/member/agent/agentRebeat: the agent's own rates and its rebate settlement history. */
export function AgentRebatePage() {
  const { t } = useTranslation('agentpay');
  const own = useRequest(fetchOwnRebate, 'own-rebate');
  return (
    <PayScreen title={t('pages.agentRebate')}>
      <section className="agentpay-card" aria-labelledby="own-rates">
        <h2 id="own-rates" className="agentpay-card__title">
          {t('rebate.ownRates')}
        </h2>
        <LoadState state={own.state} onRetry={own.reload}>
          {(lines) => <RateList lines={lines} />}
        </LoadState>
      </section>
      <SettlementHistory kind="REBATE" />
    </PayScreen>
  );
}
