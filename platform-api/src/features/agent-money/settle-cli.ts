import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { finishedDayArgument } from './day-argument.js';
import { previousDay, settleDay } from './settlement.js';

/**
 * `pnpm --filter @lobby/platform-api settle -- --date YYYY-MM-DD`: runs the agent settlement of
 * a finished UTC day on the configured database (default: yesterday) and prints what it paid.
 * Running it again, or while the servers' own run is going, pays nothing twice.
 */
const now = new Date();
const day = finishedDayArgument(now) ?? previousDay(now);
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  console.log(JSON.stringify(await settleDay(database.db, day, now), null, 2));
} finally {
  await database.close();
}
