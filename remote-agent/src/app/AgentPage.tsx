import type { ReactNode } from 'react';
import { AgentHomeGuard } from './AgentHomeGuard';
import { agentBrand } from './brand';
import './agent.css';

/** An agent screen: agents only (others go home, visitors to login), in the brand's look. */
export function AgentPage({ children }: { children: ReactNode }) {
  return (
    <AgentHomeGuard>
      <div className="agent-page" data-brand={agentBrand()}>
        {children}
      </div>
    </AgentHomeGuard>
  );
}
