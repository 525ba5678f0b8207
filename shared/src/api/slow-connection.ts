import i18next from 'i18next';
import { toast, TOAST_DURATIONS } from '../ui/toast/toast-store';

export const SLOW_CONNECTION_MS = 8000;

const slowTimers = new WeakMap<object, ReturnType<typeof setTimeout>>();

/** Toasts 'Slow Connection' if the request keyed by `request` is still running after 8 s. */
export function startSlowTimer(request: object): void {
  slowTimers.set(
    request,
    setTimeout(
      () => toast.info(i18next.t('common:errors.slow_connection'), TOAST_DURATIONS.short),
      SLOW_CONNECTION_MS,
    ),
  );
}

export function stopSlowTimer(request: object | undefined): void {
  if (!request) return;
  const timer = slowTimers.get(request);
  if (timer) clearTimeout(timer);
  slowTimers.delete(request);
}
