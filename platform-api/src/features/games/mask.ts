/** A member's name as others may see it on public boards: 'de***o'. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}
