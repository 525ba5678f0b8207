import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonScreen, paths } from '@lobby/shared';
import { AgentHome } from './AgentHome';
import { AgentHomeGuard } from './AgentHomeGuard';

const guardedHome = (
  <AgentHomeGuard>
    <AgentHome />
  </AgentHomeGuard>
);

/** Routes of this remote whose screens are not built yet, with the key of their page title. */
const COMING_SOON = [
  [paths.agentRegister, 'pages.register'],
  [paths.agentTeamOverview, 'pages.teamOverview'],
  [paths.agentTeamPnl, 'pages.teamPnl'],
  [paths.memberTeam, 'pages.team'],
  [paths.memberTeamRebate, 'pages.teamRebate'],
  [paths.teamBetting, 'pages.teamBetting'],
  [paths.memberNotice, 'pages.notices'],
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
      {COMING_SOON.map(([path, title]) => (
        <Route key={path} path={path} element={<ComingSoonScreen title={t(title)} />} />
      ))}
    </Routes>
  );
}
