import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterFirstContent } from './after-first-content';

// A chunk of its own; should it fail to load, home simply goes without its overlays.
const NoOverlays: ComponentType = () => null;
const HomeOverlays = lazy(() =>
  import('./HomeOverlays').then(
    ({ HomeOverlays }): { default: ComponentType } => ({ default: HomeOverlays }),
    () => ({ default: NoOverlays }),
  ),
);

/** Home's popups and download bar, loaded after the page's first content. */
export function DeferredHomeOverlays() {
  const [due, setDue] = useState(false);
  useEffect(() => afterFirstContent(() => setDue(true)), []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <HomeOverlays />
    </Suspense>
  );
}
