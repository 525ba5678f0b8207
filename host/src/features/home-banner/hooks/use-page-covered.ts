import { useSyncExternalStore } from 'react';

const MODAL_DIALOG = '[role="dialog"][aria-modal="true"]';

// Modal dialogs (@lobby/shared Modal: home popups, the side menu) are portals appended to
// <body>, so watching <body>'s own children sees each one open and close.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

const isCovered = () => document.querySelector(MODAL_DIALOG) !== null;

/** True while a modal dialog covers the page (the carousel holds still behind it). */
export function usePageCovered(): boolean {
  return useSyncExternalStore(subscribe, isCovered, () => false);
}
