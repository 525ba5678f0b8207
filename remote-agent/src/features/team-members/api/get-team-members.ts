import type { TeamMembersQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export const getTeamMembers = (query: TeamMembersQuery) =>
  api.get('/wps/agent/team/members', {
    query: Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
    ),
  });
