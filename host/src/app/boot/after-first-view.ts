/**
 * The longest the app's start waits for the document's first banner: on a network so slow that
 * the picture takes longer, the app starts anyway (the picture then paints whenever it arrives).
 */
export const FIRST_VIEW_WAIT_MS = 1500;
/** A hidden tab draws no frames: past this, the start does not wait for one. */
const FRAME_WAIT_MS = 100;

const FIRST_BANNER = '#early-banner img';

function loaded(picture: HTMLImageElement, waitAtMostMs: number): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
    setTimeout(done, waitAtMostMs);
  });
}

/** Resolves in a task after the next frame, the one that paints what the page has now. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}

/**
 * Resolves once home's first view written in the document (the first banner the platform puts
 * into `#early-banner`, platform-api site/home-document.ts) has painted; at once where the
 * document has none (other pages).
 *
 * The app's start-up modules are evaluated only then. Deferred scripts run as soon as they have
 * downloaded, before the browser renders: on a slow phone, evaluating them first held back the
 * paint of a banner that was already there (home's largest paint came ~1.3 s after its first
 * one in Lighthouse, where a static page paints both at once). On home the document itself now
 * requests main.js and the chunks only after that paint (the first-view gate of
 * host/public/index.html), so this wait is mostly a safety net: the banner is usually painted.
 */
export async function afterFirstViewPainted(waitAtMostMs = FIRST_VIEW_WAIT_MS): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>(FIRST_BANNER);
  if (!picture) return;
  await loaded(picture, waitAtMostMs);
  await afterNextFrame();
}
