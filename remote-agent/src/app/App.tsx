import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonScreen, paths } from '@lobby/shared';
import { AgentDividendPage } from '@/features/agent-pay/components/AgentDividendPage';
import { AgentRebatePage } from '@/features/agent-pay/components/AgentRebatePage';
import { AgentRegisterPage } from '@/features/agent-pay/components/AgentRegisterPage';
import { ContractPage } from '@/features/agent-pay/components/ContractPage';
import { TeamRebatePage } from '@/features/agent-pay/components/TeamRebatePage';
import { AgentHome } from './AgentHome';
import { AgentHomeGuard } from './AgentHomeGuard';

const guardedHome = (
  <AgentHomeGuard>
    <AgentHome />
  </AgentHomeGuard>
);

/** The agent money screens (rebates, contracts, dividends, registration): agents only. */
const AGENT_PAY_SCREENS = [
  [paths.agentRegister, <AgentRegisterPage key="register" />],
  [paths.memberTeamRebate, <TeamRebatePage key="team-rebate" />],
  [paths.agentRebate, <AgentRebatePage key="rebate" />],
  [paths.agentDividend, <AgentDividendPage key="dividend" />],
  [paths.agentSalaryContract, <ContractPage key="salary" kind="SALARY" />],
  [paths.agentDividendContract, <ContractPage key="dividend-contract" kind="DIVIDEND" />],
  [paths.agentHourContract, <ContractPage key="hourly" kind="HOURLY" />],
] as const;

/** Routes of this remote whose screens are not built yet, with the key of their page title. */
const COMING_SOON = [
  [paths.agentTeamOverview, 'pages.teamOverview'],
  [paths.agentTeamPnl, 'pages.teamPnl'],
  [paths.memberTeam, 'pages.team'],
  [paths.teamBetting, 'pages.teamBetting'],
  [paths.memberNotice, 'pages.notices'],
  // Other /m/member/agent/* sub-paths the host sends here.
  ['/m/member/agent/*', 'pages.centre'],
] as const;

/** The agent remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  const { t } = useTranslation('agent');
  return (
    <Routes>
      <Route path={paths.agentHome} element={guardedHome} />
      <Route path={paths.agentHomeAlias} element={guardedHome} />
      {AGENT_PAY_SCREENS.map(([path, screen]) => (
        <Route key={path} path={path} element={<AgentHomeGuard>{screen}</AgentHomeGuard>} />
      ))}
      {COMING_SOON.map(([path, title]) => (
        <Route key={path} path={path} element={<ComingSoonScreen title={t(title)} />} />
      ))}
    </Routes>
  );
}
