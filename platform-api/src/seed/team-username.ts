/**
 * The seeded team members' usernames (team01 … team14). Its own file because the accounts seed
 * and the activity seed both need it and the accounts seed reads the activity's sign-up times
 * (one importing the other both ways was a cycle).
 */
export const teamUsername = (n: number) => `team${String(n).padStart(2, '0')}`;
