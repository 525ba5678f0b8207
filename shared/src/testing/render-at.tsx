import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { paths, SharedUiHost } from '../index';

/** Shows where the router is, so tests can assert redirects by what is on screen. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` (usually the remote's App) in a memory router at `url`, with the shared hosts;
 * the home page (owned by the host) is a stand-in so redirects there land somewhere.
 */
export function renderAt(url: string, ui: ReactElement) {
  return render(
    // Synchronous navigation, as the host's router has (host/src/app/App.tsx).
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <Routes>
        <Route path={paths.home} element={<p>host home page</p>} />
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
      <SharedUiHost />
    </MemoryRouter>,
  );
}
