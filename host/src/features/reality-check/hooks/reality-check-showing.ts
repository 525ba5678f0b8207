import { create } from 'zustand';

/**
 * Whether a reality check is on screen: the home page's popups wait for it, so the check is
 * never covered by another dialog.
 */
export const useRealityCheckShowing = create<{ showing: boolean }>()(() => ({ showing: false }));
