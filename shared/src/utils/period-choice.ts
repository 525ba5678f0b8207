// A report's period as its picker chooses it (the agent's team reports, the member's records):
// a preset of the report's own list, or a custom range of days. Each report keeps its presets
// and its range rules; the shape of the choice and the query it sends are the same. A subpath
// ('@lobby/shared/period-choice'): only report screens use it, so it stays out of the main entry.

/** A preset, or a custom range of days (YYYY-MM-DD, both ends included). */
export type PeriodChoice<Period extends string> =
  { period: Exclude<Period, 'custom'> } | { period: 'custom'; startDate: string; endDate: string };

/** The query fields of a choice: the dates only with a custom range. */
export function periodQuery<Period extends string>(
  choice: PeriodChoice<Period>,
): { period: Exclude<Period, 'custom'> | 'custom'; startDate?: string; endDate?: string } {
  // 'in' narrows where `period === 'custom'` cannot: Exclude<Period, 'custom'> stays generic here
  return 'startDate' in choice
    ? { period: 'custom', startDate: choice.startDate, endDate: choice.endDate }
    : { period: choice.period };
}
