/**
 * The open article from the `i` query (spec: default 0): a whole number naming an existing
 * article, otherwise the first one, so a stale or hand-edited link still opens something.
 */
export function parseHelpIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return index < count ? index : 0;
}
