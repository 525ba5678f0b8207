import {
  teamBetsAnswer,
  teamBetsQuery,
  teamKpiAnswer,
  teamKpiQuery,
  teamMemberDetailAnswer,
  teamMemberDetailQuery,
  teamMemberParams,
  teamMembersAnswer,
  teamMembersQuery,
  teamOverviewAnswer,
  teamOverviewQuery,
  teamPnlAnswer,
  teamPnlQuery,
} from '../agent.js';
import type { EndpointTable } from './endpoint.js';

/** The agent calls: each method and path with its schemas (see ./endpoint.ts). */
export const agentEndpoints = {
  'GET /wps/agent/team/bets': { auth: 'member', query: teamBetsQuery, answer: teamBetsAnswer },
  'GET /wps/agent/team/kpi': { auth: 'member', query: teamKpiQuery, answer: teamKpiAnswer },
  'GET /wps/agent/team/members': {
    auth: 'member',
    query: teamMembersQuery,
    answer: teamMembersAnswer,
  },
  'GET /wps/agent/team/members/:id': {
    auth: 'member',
    params: teamMemberParams,
    query: teamMemberDetailQuery,
    answer: teamMemberDetailAnswer,
  },
  'GET /wps/agent/team/overview': {
    auth: 'member',
    query: teamOverviewQuery,
    answer: teamOverviewAnswer,
  },
  'GET /wps/agent/team/pnl': { auth: 'member', query: teamPnlQuery, answer: teamPnlAnswer },
} as const satisfies EndpointTable;
