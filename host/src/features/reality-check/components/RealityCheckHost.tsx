import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useLogout } from '@lobby/shared';
import { useRealityCheck } from '../hooks/use-reality-check';

// The dialog's code loads when a check is first due, not with the first page.
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog').then(({ RealityCheckDialog }) => ({
    default: RealityCheckDialog,
  })),
);

/** Asks the platform for reality checks while a member is signed in and shows a due one. */
export function RealityCheckHost() {
  const { due, answer } = useRealityCheck();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        check={due}
        onContinue={() => void answer()}
        onRecord={() => void answer(() => navigate(paths.gameRecord))}
        onSignOut={() => void answer(() => void logout())}
      />
    </Suspense>
  );
}
