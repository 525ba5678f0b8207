import { ConfirmHost } from './confirm/ConfirmHost';
import { LoadingOverlay } from './loading/LoadingOverlay';
import { ToastHost } from './toast/ToastHost';

/** Toasts, loading overlay and confirm dialog: render once at the top of the app. */
export function SharedUiHost() {
  return (
    <>
      <ToastHost />
      <LoadingOverlay />
      <ConfirmHost />
    </>
  );
}
