/**
 * Ends the current task so the browser can handle input and paint before start-up continues:
 * answers that are already in (early requests) would otherwise run the whole start-up, after the
 * last chunk's evaluation, as one long task.
 */
// '@lobby/shared/yield-to-main': a subpath, bundled into the app that imports it, because the
// host's entry (host/src/index.ts) yields between start-up stages before the @lobby/shared
// singleton itself is loaded.
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
