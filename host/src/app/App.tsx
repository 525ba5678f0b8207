import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SharedUiHost, Spinner } from '@lobby/shared';
import { Logo } from '@/features/header/components/Logo';
import { StatusGate } from '@/features/status-gate/components/StatusGate';
import { Shell } from './Shell';

function FullPageLoading() {
  return (
    <div className="host-full-loading">
      <Spinner />
    </div>
  );
}

export function App() {
  return (
    // Navigation renders synchronously: a route change and a session change made together (sign
    // out) land in one render, so a guarded page never sees the new session on its old route.
    <BrowserRouter useTransitions={false}>
      <Suspense fallback={<FullPageLoading />}>
        <StatusGate logo={<Logo />}>
          <Shell />
        </StatusGate>
        <SharedUiHost />
      </Suspense>
    </BrowserRouter>
  );
}
