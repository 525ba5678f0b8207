import type {
  TeamBetsPage,
  TeamBetsQuery,
  TeamOverview,
  TeamOverviewQuery,
  TeamPnl,
  TeamPnlQuery,
} from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/** Query values without the unset ones, as the API client sends them. */
const defined = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

export const getTeamOverview = (query: TeamOverviewQuery) =>
  apiGet<TeamOverview>('/wps/agent/team/overview', defined(query));

export const getTeamPnl = (query: TeamPnlQuery) =>
  apiGet<TeamPnl>('/wps/agent/team/pnl', defined(query));

export const getTeamBets = (query: TeamBetsQuery) =>
  apiGet<TeamBetsPage>('/wps/agent/team/bets', defined(query));
