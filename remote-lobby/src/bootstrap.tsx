import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { initI18n, initTheme, loadSystemStatus, paths, SharedUiHost } from '@lobby/shared';
import '@lobby/shared/theme.css';
import App from './app/App';
import HomeExtras from './features/home-extras/components/HomeExtras';
import HomeLobby from './features/home-lobby/components/HomeLobby';

/** The lobby's parts of the home page, as the host composes them. */
function StandaloneHome() {
  return (
    <>
      <HomeLobby />
      <HomeExtras />
    </>
  );
}

// Standalone dev page (pnpm dev): this remote alone, inside the router and providers that the
// host gives it when composed.
async function start() {
  initTheme();
  void loadSystemStatus();
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<StandaloneHome />} />
            <Route path={paths.home} element={<StandaloneHome />} />
            <Route path="*" element={<App />} />
          </Routes>
        </Suspense>
        <SharedUiHost />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
