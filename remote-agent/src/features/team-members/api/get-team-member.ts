import type { TeamMemberDetailQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export const getTeamMember = (id: number, query: TeamMemberDetailQuery) =>
  api.get('/wps/agent/team/members/:id', {
    params: { id: String(id) },
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
  });
