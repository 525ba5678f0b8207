import { safeLocalStorage, safeSessionStorage, type SafeStorage } from '@lobby/shared';

/**
 * What the app promotion remembers: the download bar closed, in local storage as the spec's
 * local key `hideDownloadBar` = 1 (spec section 3), and the download popup already shown in this
 * browser session (it comes back next visit). Refused storage remembers in memory instead.
 */
const BAR_CLOSED_KEY = 'hideDownloadBar';
const POPUP_SHOWN_KEY = 'downloadPopupShown';

const isSet = (storage: SafeStorage, key: string) => storage.getItem(key) === '1';

export const downloadBarClosed = () => isSet(safeLocalStorage, BAR_CLOSED_KEY);
export const closeDownloadBar = () => safeLocalStorage.setItem(BAR_CLOSED_KEY, '1');
export const downloadPopupShown = () => isSet(safeSessionStorage, POPUP_SHOWN_KEY);
export const markDownloadPopupShown = () => safeSessionStorage.setItem(POPUP_SHOWN_KEY, '1');
