// The spec's call throttles for messages (section 9): mark-read 150 ms, unread counts 250 ms
// (UNREAD_WINDOW_MS, in @lobby/shared with the inbox's count it spaces).

/** Marks of several messages opened in a row start at least this far apart. */
export const MARK_READ_GAP_MS = 150;
