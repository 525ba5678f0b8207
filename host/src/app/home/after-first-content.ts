/**
 * Calls back once the page has loaded and the browser is idle, that is after the first
 * content; returns a cancel function. Work that can wait (popups, the download bar) then takes
 * nothing from the first paint.
 */
export function afterFirstContent(callback: () => void, idleTimeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else timer = window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
