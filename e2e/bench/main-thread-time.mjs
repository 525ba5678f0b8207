// How much of a page's main-thread time was its own work, from the trace Lighthouse recorded.
//
// Lighthouse's TBT multiplies each task's wall time by 4 (its mobile CPU slowdown). On a machine
// with few cores the page's main thread also waits for a core there, while the browser's other
// processes, the site's server and Lighthouse itself run: that wait is in the wall time, not in
// the thread's CPU time (the trace's `tdur`). Both sums below use Lighthouse's rule (the part of
// 4 x task time over 50 ms, for the tasks after the first contentful paint), once from wall time
// and once from CPU time, so the two can be told apart. They come from the observed trace, not
// from Lighthouse's simulation of it, so neither equals Lighthouse's TBT: compare the two sums
// with each other, and each with the same sum for the other pages.

const CPU_SLOWDOWN = 4;
const BLOCKING_THRESHOLD_MS = 50;

/** @param {Array<Record<string, any>>} traceEvents Lighthouse's `artifacts.Trace.traceEvents` */
export function mainThreadFigures(traceEvents) {
  const firstPaint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaint) return null;
  // the paint event is recorded on the page's main thread
  const tasks = traceEvents.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === firstPaint.pid &&
      event.tid === firstPaint.tid &&
      event.ts >= firstPaint.ts,
  );
  if (tasks.length === 0 || tasks.some((task) => typeof task.tdur !== 'number')) return null;
  const blocking = (ms) => Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_THRESHOLD_MS);
  const sum = (pick) => tasks.reduce((total, task) => total + pick(task), 0);
  return {
    wallMs: sum((task) => task.dur / 1000),
    cpuMs: sum((task) => task.tdur / 1000),
    blockingFromWallMs: sum((task) => blocking(task.dur / 1000)),
    blockingFromCpuMs: sum((task) => blocking(task.tdur / 1000)),
  };
}
