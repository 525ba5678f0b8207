import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { previousDay, settleDay, utcDay } from './settlement.js';

/**
 * `pnpm --filter @lobby/platform-api settle -- --date YYYY-MM-DD`: runs the agent settlement of
 * a finished UTC day on the configured database (default: yesterday) and prints what it paid.
 * Running it again, or while the servers' own run is going, pays nothing twice.
 */
// pnpm may forward the `--` separator itself.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({ args, options: { date: { type: 'string' } } });
const now = new Date();
const day = values.date ?? previousDay(now);
if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)) || day >= utcDay(now)) {
  console.error(`--date must be a finished UTC day, YYYY-MM-DD (got ${day})`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  console.log(JSON.stringify(await settleDay(database.db, day, now), null, 2));
} finally {
  await database.close();
}
