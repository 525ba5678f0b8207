/**
 * Ends the current task so the browser can handle input and paint before start-up continues:
 * answers that are already in (early requests) would otherwise run the whole start-up, after the
 * last chunk's evaluation, as one long task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
