import { create } from 'zustand';

interface LoadingState {
  visible: boolean;
  message: string | null;
}

export const useLoadingStore = create<LoadingState>()(() => ({ visible: false, message: null }));

let autoHideTimer: ReturnType<typeof setTimeout> | null = null;

/** Shows the full-screen loading overlay; hides itself after timeoutMs (spec section 9 times). */
export function showLoading(options: { message?: string; timeoutMs?: number } = {}): void {
  const { message = null, timeoutMs } = options;
  if (autoHideTimer) clearTimeout(autoHideTimer);
  autoHideTimer = null;
  useLoadingStore.setState({ visible: true, message });
  if (timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs > 0) {
    autoHideTimer = setTimeout(hideLoading, timeoutMs);
  }
}

export function hideLoading(): void {
  if (autoHideTimer) clearTimeout(autoHideTimer);
  autoHideTimer = null;
  useLoadingStore.setState({ visible: false, message: null });
}
