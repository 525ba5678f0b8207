import { createRoot } from 'react-dom/client';
import { initI18n, initTheme, loadSystemStatus } from '@lobby/shared';
import '@lobby/shared/theme.css';
import { App } from './app/App';

async function start() {
  initTheme();
  void loadSystemStatus();
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}

void start();
