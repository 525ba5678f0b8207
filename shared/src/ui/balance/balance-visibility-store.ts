import { create } from 'zustand';

interface BalanceVisibilityState {
  hidden: boolean;
  toggle: () => void;
}

/** One hide/show choice for every balance on screen (header, side menu, member pages). */
export const useBalanceVisibility = create<BalanceVisibilityState>()((set) => ({
  hidden: false,
  toggle: () => set((state) => ({ hidden: !state.hidden })),
}));
