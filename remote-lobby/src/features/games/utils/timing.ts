/** Search waits this long after the last keystroke (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Icons start loading this far outside the viewport. */
export const LAZY_ICON_MARGIN_PX = 100;
