import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonScreen, paths } from '@lobby/shared';
import { AgentNoticesScreen } from '@/features/agent-notices/components/AgentNoticesScreen';
import { TeamMembersScreen } from '@/features/team-members/components/TeamMembersScreen';
import { TeamBettingScreen } from '@/features/team-report/components/TeamBettingScreen';
import { TeamOverviewScreen } from '@/features/team-report/components/TeamOverviewScreen';
import { TeamPnlScreen } from '@/features/team-report/components/TeamPnlScreen';
import { AgentHome } from './AgentHome';

import { AgentPage } from './AgentPage';

const guardedHome = (
  <AgentPage>
    <AgentHome />
  </AgentPage>
);

/** Built screens of this remote. */
const SCREENS = [
  [paths.agentTeamOverview, <TeamOverviewScreen key="overview" />],
  [paths.agentTeamPnl, <TeamPnlScreen key="pnl" />],
  [paths.memberTeam, <TeamMembersScreen key="members" />],
  [paths.teamBetting, <TeamBettingScreen key="betting" />],
  [paths.memberNotice, <AgentNoticesScreen key="notices" />],
] as const;

/** Routes of this remote whose screens are not built yet, with the key of their page title. */
const COMING_SOON = [
  [paths.agentRegister, 'pages.register'],
  [paths.memberTeamRebate, 'pages.teamRebate'],
  [paths.agentSalaryContract, 'pages.salaryContract'],
  [paths.agentDividendContract, 'pages.dividendContract'],
  [paths.agentHourContract, 'pages.hourContract'],
  [paths.agentRebate, 'pages.rebate'],
  [paths.agentDividend, 'pages.dividend'],
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
      {SCREENS.map(([path, screen]) => (
        <Route key={path} path={path} element={<AgentPage inShell>{screen}</AgentPage>} />
      ))}
      {COMING_SOON.map(([path, title]) => (
        <Route key={path} path={path} element={<ComingSoonScreen title={t(title)} />} />
      ))}
    </Routes>
  );
}
