import { create } from 'zustand';

/** Toast durations of spec section 9, in milliseconds. */
export const TOAST_DURATIONS = {
  success: 1000,
  sms: 1500,
  guestRejection: 2000,
  comingSoon: 1000,
  short: 3000,
  long: 8000,
  noticeAutoClose: 1500,
} as const;

const MAX_DURATION_MS = 60_000;
const MAX_VISIBLE = 3;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

interface ToastState {
  toasts: ToastItem[];
  dismiss: (id: number) => void;
}

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

let nextId = 1;

function validDuration(durationMs: number, fallback: number): number {
  if (!Number.isFinite(durationMs) || durationMs <= 0) return fallback;
  return Math.min(durationMs, MAX_DURATION_MS);
}

function show(kind: ToastKind, message: string, durationMs: number, fallback: number): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    kind,
    message: String(message),
    durationMs: validDuration(durationMs, fallback),
  };
  // The same words again (a second save, a repeated refusal) replace the toast still showing
  // instead of stacking a twin under it; the new one runs its full time.
  useToastStore.setState((state) => ({
    toasts: [
      ...state.toasts.filter((shown) => shown.kind !== kind || shown.message !== item.message),
      item,
    ].slice(-MAX_VISIBLE),
  }));
  setTimeout(() => useToastStore.getState().dismiss(id), item.durationMs);
  return id;
}

/** toast.success('Saved') shows for 1 s; toast.error(msg) and toast.info(msg) for 3 s by default. */
export const toast = {
  success: (message: string, durationMs: number = TOAST_DURATIONS.success) =>
    show('success', message, durationMs, TOAST_DURATIONS.success),
  error: (message: string, durationMs: number = TOAST_DURATIONS.short) =>
    show('error', message, durationMs, TOAST_DURATIONS.short),
  info: (message: string, durationMs: number = TOAST_DURATIONS.short) =>
    show('info', message, durationMs, TOAST_DURATIONS.short),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
