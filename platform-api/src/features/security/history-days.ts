/**
 * How long sign-ins are kept and shown: the member's login history and the attempts on unknown
 * usernames both look back this far. Its own file because both modules read it and the history
 * also records unknown attempts (one importing the other both ways was a cycle).
 */
export const HISTORY_DAYS = 90;
