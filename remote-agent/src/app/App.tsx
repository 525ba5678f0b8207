import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonScreen, paths, WhitelabelGate, type WhitelabelKey } from '@lobby/shared';
import { AgentNoticesScreen } from '@/features/agent-notices/components/AgentNoticesScreen';
import { TeamMembersScreen } from '@/features/team-members/components/TeamMembersScreen';
import { TeamBettingScreen } from '@/features/team-report/components/TeamBettingScreen';
import { TeamPnlScreen } from '@/features/team-report/components/TeamPnlScreen';
import { AgentDividendPage } from '@/features/agent-pay/components/AgentDividendPage';
import { AgentRebatePage } from '@/features/agent-pay/components/AgentRebatePage';
import { AgentRegisterPage } from '@/features/agent-pay/components/AgentRegisterPage';
import { ContractPage } from '@/features/agent-pay/components/ContractPage';
import { SubAgentContractsPage } from '@/features/agent-pay/components/SubAgentContractsPage';
import { TeamRebatePage } from '@/features/agent-pay/components/TeamRebatePage';
import { AgentHome } from './AgentHome';
import { AgentPage } from './AgentPage';
import { TeamMemberDetailPage } from './TeamMemberDetailPage';
import { TeamOverviewPage } from './TeamOverviewPage';

const guardedHome = (
  <AgentPage>
    <AgentHome />
  </AgentPage>
);

/** Built screens of this remote. */
const SCREENS = [
  [paths.agentTeamOverview, <TeamOverviewPage key="overview" />],
  [paths.agentTeamPnl, <TeamPnlScreen key="pnl" />],
  [paths.memberTeam, <TeamMembersScreen key="members" />],
  [paths.memberTeamDetail, <TeamMemberDetailPage key="member" />],
  [paths.teamBetting, <TeamBettingScreen key="betting" />],
  [paths.memberNotice, <AgentNoticesScreen key="notices" />],
  // The money side: rebates, contracts, dividends, registration.
  [paths.agentRegister, <AgentRegisterPage key="register" />],
  [paths.memberTeamRebate, <TeamRebatePage key="team-rebate" />],
  [paths.agentRebate, <AgentRebatePage key="rebate" />],
  [paths.agentDividend, <AgentDividendPage key="dividend" />],
  [paths.agentSalaryContract, <ContractPage key="salary" kind="SALARY" />],
  [paths.agentDividendContract, <ContractPage key="dividend-contract" kind="DIVIDEND" />],
  [paths.agentHourContract, <ContractPage key="hourly" kind="HOURLY" />],
  [paths.agentSubContracts, <SubAgentContractsPage key="offers" />],
] as const;

/**
 * Screens behind a white-label switch (the menu's tiles follow the same switches): off, the
 * route shows 'not available' with a way home and the server refuses their calls
 * (403 FEATURE_OFF). The title is the page's own, in the agent namespace.
 */
const GATED: Partial<Record<string, [WhitelabelKey, string]>> = {
  [paths.agentTeamOverview]: ['AGEINFO3', 'pages.teamOverview'],
  [paths.agentTeamPnl]: ['AGEINFO3', 'pages.teamPnl'],
  [paths.memberTeam]: ['AGEINFO3', 'pages.team'],
  [paths.memberTeamDetail]: ['AGEINFO3', 'pages.team'],
  [paths.teamBetting]: ['AGEINFO3', 'pages.teamBetting'],
  [paths.memberTeamRebate]: ['AGEINFO3', 'pages.teamRebate'],
  [paths.agentRebate]: ['AGEINFO3', 'pages.rebate'],
  [paths.agentRegister]: ['AFFMAN3', 'pages.register'],
};

/** Routes of this remote whose screens are not built yet, with the key of their page title. */
const COMING_SOON = [
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
      {SCREENS.map(([path, screen]) => {
        const gate = GATED[path];
        return (
          <Route
            key={path}
            path={path}
            element={
              <AgentPage inShell>
                {gate ? (
                  <WhitelabelGate flag={gate[0]} title={t(gate[1])}>
                    {screen}
                  </WhitelabelGate>
                ) : (
                  screen
                )}
              </AgentPage>
            }
          />
        );
      })}
      {COMING_SOON.map(([path, title]) => (
        <Route key={path} path={path} element={<ComingSoonScreen title={t(title)} />} />
      ))}
    </Routes>
  );
}
