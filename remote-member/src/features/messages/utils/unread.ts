/** Unread badges cap at 99+ (spec sections 2 and 9). */
export const UNREAD_CAP = 99;

export function unreadLabel(count: number): string {
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(Math.max(0, Math.floor(count)));
}
