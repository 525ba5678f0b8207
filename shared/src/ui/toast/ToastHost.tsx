import { useToastStore } from './toast-store';

/** Renders the toasts; mounted once by the host (or a remote's standalone page). */
export function ToastHost() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="lb-toast-host" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          className={`lb-toast lb-toast--${item.kind}`}
        >
          {item.message}
        </div>
      ))}
    </div>
  );
}
