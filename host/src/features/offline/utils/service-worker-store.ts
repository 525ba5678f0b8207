import { create } from 'zustand';

interface ServiceWorkerState {
  /** A new version of the site is installed and waits for the player's reload. */
  updateReady: boolean;
  /** Lets the waiting version take over, then reloads the page once it controls it. */
  applyUpdate: () => void;
  offerUpdate: (apply: () => void) => void;
}

export const useServiceWorkerStore = create<ServiceWorkerState>((set) => ({
  updateReady: false,
  applyUpdate: () => undefined,
  offerUpdate: (apply) => set({ updateReady: true, applyUpdate: apply }),
}));
