import { create } from 'zustand';

/** Chrome's beforeinstallprompt event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The browser's install prompt, kept for the download popup's Install button. */
  prompt: InstallPromptEvent | null;
}

export const useInstallPromptStore = create<InstallPromptState>(() => ({ prompt: null }));

/**
 * Keeps the browser's install offer (Android Chrome and others: beforeinstallprompt) instead of
 * its own banner, so the download popup offers it; forgets it once the app is installed.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPromptStore.setState({ prompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPromptStore.setState({ prompt: null }));
}

/** Shows the browser's install dialog; an offer is good for one prompt. */
export async function promptInstall(): Promise<void> {
  const { prompt } = useInstallPromptStore.getState();
  if (!prompt) return;
  useInstallPromptStore.setState({ prompt: null });
  await prompt.prompt();
}
