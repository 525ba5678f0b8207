/** Infinite scroll loads at most once per this interval (spec section 9)... */
export const LOAD_MORE_THROTTLE_MS = 1000;
/** ...when the end of the list is this close. */
export const LOAD_MORE_DISTANCE_PX = 300;
