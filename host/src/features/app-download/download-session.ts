/**
 * What the app promotion remembers: the download bar closed, in local storage as the spec's
 * local key `hideDownloadBar` = 1 (spec section 3), and the download popup already shown in this
 * browser session (it comes back next visit).
 */
const BAR_CLOSED_KEY = 'hideDownloadBar';
const POPUP_SHOWN_KEY = 'downloadPopupShown';

const remembered = new Set<string>();

function isSet(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return remembered.has(key);
  }
}

function set(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch {
    remembered.add(key);
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const downloadBarClosed = () => isSet(local, BAR_CLOSED_KEY);
export const closeDownloadBar = () => set(local, BAR_CLOSED_KEY);
export const downloadPopupShown = () => isSet(session, POPUP_SHOWN_KEY);
export const markDownloadPopupShown = () => set(session, POPUP_SHOWN_KEY);
