// Imports '@lobby/shared' by name, not by relative path: module federation shares the package
// by name, and a relative import would bundle a second copy of the session store and i18n.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { initI18n, initTheme, loadSystemStatus, paths, SharedUiHost } from '@lobby/shared';
import '@lobby/shared/theme.css';

interface StandaloneOptions {
  /** The remote's exposed ./App. */
  App: ComponentType;
  /** What the start page shows: links to these screens, or a component of its own. */
  home: readonly string[] | ComponentType;
}

/** The standalone dev server's start page: links to this remote's screens. */
function ScreenLinks({ screens }: { screens: readonly string[] }) {
  return (
    <nav style={{ padding: '1.5rem', display: 'grid', gap: '0.75rem' }}>
      {screens.map((screen) => (
        <Link key={screen} to={screen} style={{ color: 'var(--lb-accent)' }}>
          {screen}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Standalone dev page of a remote (`pnpm dev` in its folder): the remote alone, inside the
 * router and providers that the host gives it when composed.
 */
export async function startStandalone({ App, home }: StandaloneOptions): Promise<void> {
  initTheme();
  void loadSystemStatus();
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const Home = typeof home === 'function' ? home : () => <ScreenLinks screens={home} />;
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter useTransitions={false}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path={paths.home} element={<Home />} />
            <Route path="*" element={<App />} />
          </Routes>
        </Suspense>
        <SharedUiHost />
      </BrowserRouter>
    </StrictMode>,
  );
}
