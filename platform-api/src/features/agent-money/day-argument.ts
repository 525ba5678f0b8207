import { parseArgs } from 'node:util';
import { businessDayOf } from '../system/index.js';

/**
 * The `--date YYYY-MM-DD` of a command that works on one finished business day of `zone` (`settle`,
 * `team-rollup`), or undefined when it is not given. Anything else, today or a later day ends the
 * command with exit code 2.
 */
export function finishedDayArgument(now: Date, zone: string): string | undefined {
  // pnpm may forward the `--` separator itself.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const day = parseArgs({ args, options: { date: { type: 'string' } } }).values.date;
  if (
    day !== undefined &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(day) ||
      Number.isNaN(Date.parse(day)) ||
      day >= businessDayOf(now, zone))
  ) {
    console.error(`--date must be a finished business day (${zone}), YYYY-MM-DD (got ${day})`);
    process.exit(2);
  }
  return day;
}
