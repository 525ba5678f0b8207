import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, useRequest } from '@lobby/shared';
import { fetchOwnRebate } from '../api/agent-pay-api';
import { CreateAccountForm } from './CreateAccountForm';
import { LoadState } from './LoadState';
import { PayScreen } from './PayScreen';
import { RegistrationLinks } from './RegistrationLinks';

/**
 * /m/agentRegister: the agent creates a member or sub-agent directly, or hands out registration
 * links; both give rebates up to the agent's own rates.
 */
export function AgentRegisterPage() {
  const { t } = useTranslation('agentpay');
  const [tab, setTab] = useState(0);
  const own = useRequest(fetchOwnRebate, 'own-rebate');
  const tabs = [
    { key: 'account', label: t('register.tabs.account') },
    { key: 'links', label: t('register.tabs.links') },
  ];
  return (
    <PayScreen title={t('pages.register')}>
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        label={t('pages.register')}
        className="agentpay-tabs"
      >
        <LoadState state={own.state} onRetry={own.reload}>
          {(caps) =>
            tab === 0 ? <CreateAccountForm caps={caps} /> : <RegistrationLinks caps={caps} />
          }
        </LoadState>
      </TabList>
    </PayScreen>
  );
}
