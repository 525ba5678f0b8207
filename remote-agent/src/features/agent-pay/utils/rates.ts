import type { RebateLine } from '@lobby/platform-api/contract';

/** Rates typed in the form, by category (text as typed). */
export type RateDraft = Record<string, string>;

export const draftOf = (lines: readonly RebateLine[], pick: 'rate' | 'cap' = 'rate'): RateDraft =>
  Object.fromEntries(lines.map((line) => [line.category, String(line[pick])]));

export const zeroDraft = (lines: readonly RebateLine[]): RateDraft =>
  Object.fromEntries(lines.map((line) => [line.category, '0']));

/** Percent with at most two decimals, 0 to `max`; null when the text is not one. */
export function parseRate(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
}

/**
 * The draft as the call's `rates`, or the first category whose text is not a rate within its
 * cap (the form shows the message under that field).
 */
export function ratesFromDraft(
  draft: RateDraft,
  caps: readonly RebateLine[],
): { rates: Record<string, number> } | { invalid: string } {
  const rates: Record<string, number> = {};
  for (const line of caps) {
    const value = parseRate(draft[line.category] ?? '0', line.cap);
    if (value === null) return { invalid: line.category };
    rates[line.category] = value;
  }
  return { rates };
}

export const formatRate = (rate: number): string => `${rate.toFixed(2)}%`;
