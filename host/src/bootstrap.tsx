import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrandConfigError,
  initI18n,
  initTheme,
  refreshSystemStatus,
  restoreCachedStatus,
  setBrandConfig,
} from '@lobby/shared';
import { yieldToMain } from '@lobby/shared/yield-to-main';
import '@lobby/shared/theme.css';
import '@/app/shell.css';
import { App } from '@/app/App';
import { BootErrorScreen } from '@/app/boot/BootErrorScreen';
import { loadBrandConfig } from '@/app/boot/load-brand-config';
import { preloadFirstScreen } from '@/app/boot/preload';
import { resolveRoute } from '@/app/route-table';
import { captureInstallPrompt } from '@/features/app-download/utils/install-prompt';
import { fetchHomeBanners } from '@/features/home-banner/api/banners-api';
import { registerServiceWorker } from '@/features/offline/utils/register-service-worker';
import { registerBrandRemotes } from '@/features/remotes/utils/remote-registry';

async function start() {
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  initTheme();
  restoreCachedStatus();
  captureInstallPrompt();
  registerServiceWorker();
  // Start-up in tasks of a few ms each (Total Blocking Time): with the early answers already in,
  // everything from here to the first render otherwise ran as one task (36 ms measured).
  await yieldToMain();
  const translations = initI18n();

  let brand;
  try {
    brand = await loadBrandConfig();
  } catch (error) {
    const problems = error instanceof BrandConfigError ? error.problems : [String(error)];
    console.error('[host] cannot start:', problems.join('; '));
    root.render(<BootErrorScreen problems={problems} />);
    return;
  }
  setBrandConfig(brand);
  registerBrandRemotes(brand);
  await yieldToMain();
  void refreshSystemStatus();
  const { pathname } = window.location;
  if (resolveRoute(pathname).isHome) fetchHomeBanners().catch(() => undefined);
  preloadFirstScreen(pathname);

  await translations;
  await yieldToMain();
  // A transition renders in short slices that leave the main thread free between them, instead
  // of one long task for the whole shell (Total Blocking Time).
  startTransition(() => root.render(<App />));
}

void start();
