import { lazy, Suspense, useState } from 'react';

const SideMenu = lazy(() => import('./SideMenu').then(({ SideMenu }) => ({ default: SideMenu })));

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The side menu (with its profile, entries, language and theme rows) is not part of the first
 * paint: its code loads the first time it opens, and stays mounted afterwards.
 */
export function LazySideMenu({ open, onClose }: Props) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu open={open} onClose={onClose} />
    </Suspense>
  );
}
