import type { TeamBetsQuery, TeamOverviewQuery, TeamPnlQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** Query values without the unset ones, as the API client sends them. */
const defined = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

export const getTeamOverview = (query: TeamOverviewQuery) =>
  api.get('/wps/agent/team/overview', { query: defined(query) });

export const getTeamPnl = (query: TeamPnlQuery) =>
  api.get('/wps/agent/team/pnl', { query: defined(query) });

export const getTeamBets = (query: TeamBetsQuery) =>
  api.get('/wps/agent/team/bets', { query: defined(query) });
