/**
 * What the app promotion remembers for this browser session: the download bar closed
 * (`hideDownloadBar`, spec section 3) and the download popup already shown.
 */
const BAR_CLOSED_KEY = 'hideDownloadBar';
const POPUP_SHOWN_KEY = 'downloadPopupShown';

const remembered = new Set<string>();

function isSet(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return remembered.has(key);
  }
}

function set(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    remembered.add(key);
  }
}

export const downloadBarClosed = () => isSet(BAR_CLOSED_KEY);
export const closeDownloadBar = () => set(BAR_CLOSED_KEY);
export const downloadPopupShown = () => isSet(POPUP_SHOWN_KEY);
export const markDownloadPopupShown = () => set(POPUP_SHOWN_KEY);
