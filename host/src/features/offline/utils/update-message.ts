/** The page's message to a waiting service worker: take over now (the player chose to reload). */
export const SKIP_WAITING = 'SKIP_WAITING';
