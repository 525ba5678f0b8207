import type { ReactNode } from 'react';
import { PageTitleBar } from '@lobby/shared';
import '../agent-pay.css';

/** The frame of every agent money screen: the title bar (the page's h1) and its content. */
export function PayScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="agentpay">
      <PageTitleBar title={title} />
      <div className="agentpay__body">{children}</div>
    </div>
  );
}
