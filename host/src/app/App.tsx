import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SharedUiHost, Spinner } from '@lobby/shared';
import { StatusGate } from '../features/status-gate/StatusGate';
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
    <BrowserRouter>
      <Suspense fallback={<FullPageLoading />}>
        <StatusGate>
          <Shell />
        </StatusGate>
        <SharedUiHost />
      </Suspense>
    </BrowserRouter>
  );
}
