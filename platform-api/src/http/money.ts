/** Minor units (cents) → major units as the API shows them: a number with at most 2 decimals. */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}
