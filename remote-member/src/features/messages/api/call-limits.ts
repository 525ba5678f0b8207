// The spec's call throttles for messages (section 9): mark-read 150 ms, unread counts 250 ms.

/** Marks of several messages opened in a row start at least this far apart. */
export const MARK_READ_GAP_MS = 150;

/** Unread counts asked for again within this window share the last answer. */
export const UNREAD_WINDOW_MS = 250;
