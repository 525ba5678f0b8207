import type { ReactNode } from 'react';
import { AgentHomeGuard } from './AgentHomeGuard';
import { agentBrand } from './brand';
import './agent.css';

/**
 * An agent screen: agents only (others go home, visitors to login), in the brand's look. The
 * home has the page to itself (the host hides its header and menu there, spec section 2); the
 * team screens sit `inShell`, under the host's header and above its bottom menu.
 */
export function AgentPage({
  children,
  inShell = false,
}: {
  children: ReactNode;
  inShell?: boolean;
}) {
  return (
    <AgentHomeGuard>
      <div
        className={`agent-page${inShell ? ' agent-page--in-shell' : ''}`}
        data-brand={agentBrand()}
      >
        {children}
      </div>
    </AgentHomeGuard>
  );
}
