import { useState } from 'react';
import { RemoteErrorView, type RemoteFailureKind } from '@lobby/shared';
import { CustomerServiceSheet } from '@lobby/shared/customer-service';

interface Props {
  kind: RemoteFailureKind;
  onRetry: () => void;
}

/**
 * A remote that failed, said the way that fits: Retry for the network; customer service and home
 * for a release that is not there; home for one that needs an update (no Retry loop).
 */
export function RemoteFailure({ kind, onRetry }: Props) {
  const [serviceOpen, setServiceOpen] = useState(false);
  return (
    <>
      <RemoteErrorView
        kind={kind}
        onRetry={onRetry}
        onContactSupport={kind === 'missing' ? () => setServiceOpen(true) : undefined}
      />
      {kind === 'missing' ? (
        <CustomerServiceSheet open={serviceOpen} onClose={() => setServiceOpen(false)} />
      ) : null}
    </>
  );
}
