import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { AgentHome } from '../features/agent-home/components/AgentHome';
import { AgentHomeGuard } from '../features/agent-home/components/AgentHomeGuard';

const guardedHome = (
  <AgentHomeGuard>
    <AgentHome />
  </AgentHomeGuard>
);

/** The agent remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.agentHome} element={guardedHome} />
      <Route path={paths.agentHomeAlias} element={guardedHome} />
    </Routes>
  );
}
