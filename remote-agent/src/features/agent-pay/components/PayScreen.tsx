import type { ReactNode } from 'react';
import { PageTitleBar } from '@lobby/shared';
import '../agent-pay.css';

/**
 * The frame of every agent money screen: the agent title bar (the page's h1, as on the team
 * screens) and its content, inside the agent page's own padding.
 */
export function PayScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="agentpay">
      <PageTitleBar title={title} className="agent-header" />
      <div className="agentpay__body">{children}</div>
    </div>
  );
}
