// The routes whose screen is not built yet: their owner shows the shared coming-soon screen
// ("Coming soon" and a way back) to every reader. The wallet, agent and rewards work empties
// this list; the route walk (tests/accessibility.spec.ts) fails when a listed route shows a real screen, or an
// unlisted one shows coming soon, so it always says what a person actually meets.
import type { PathName } from '../../shared/src/routing/paths';

export const UNBUILT_ROUTES: ReadonlySet<PathName> = new Set<PathName>([]);
