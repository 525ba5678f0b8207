/** The `index` query of /m/notice: a whole number, else none. */
export function parseNoticeIndex(raw: string | null): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  return Number(raw);
}
