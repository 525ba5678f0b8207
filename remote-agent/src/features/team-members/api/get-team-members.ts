import type { TeamMembersPage, TeamMembersQuery } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

export const getTeamMembers = (query: TeamMembersQuery) =>
  apiGet<TeamMembersPage>(
    '/wps/agent/team/members',
    Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
    ),
  );
