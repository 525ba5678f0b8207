/** The `id` query as a positive integer, or null when absent or malformed. */
export function parsePromotionId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
