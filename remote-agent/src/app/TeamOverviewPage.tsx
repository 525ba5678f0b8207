import { TeamOverviewScreen } from '@/features/team-report/components/TeamOverviewScreen';
import { useTeamScope } from './team-scope';

/** Team overview with the scope the agent home's counters follow (app/team-scope.ts). */
export function TeamOverviewPage() {
  const [scope, setScope] = useTeamScope();
  return <TeamOverviewScreen scope={scope} onScopeChange={setScope} />;
}
