import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { rollUpClosedDays, rollUpDay } from './team-rollup.js';

/**
 * `pnpm --filter @lobby/platform-api team-rollup [-- --date YYYY-MM-DD]`: rolls up the agent
 * team figures of one finished UTC day, or (without --date) every day the servers' timer would,
 * on the configured database, and prints what it wrote. Safe to run at any time, repeatedly.
 */
// pnpm may forward the `--` separator itself.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({ args, options: { date: { type: 'string' } } });
const now = new Date();
const day = values.date;
if (
  day !== undefined &&
  (!/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(Date.parse(day)) ||
    day >= now.toISOString().slice(0, 10))
) {
  console.error(`--date must be a finished UTC day, YYYY-MM-DD (got ${day})`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  const done =
    day === undefined
      ? await rollUpClosedDays(database.db, now)
      : [{ day, rows: await rollUpDay(database.db, day, now) }];
  console.log(JSON.stringify(done, null, 2));
} finally {
  await database.close();
}
