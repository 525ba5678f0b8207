import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { finishedDayArgument } from './day-argument.js';
import { previousDay, settleDay } from './settlement.js';
import { dailyTablesZone } from '../system/index.js';

/**
 * `pnpm --filter @lobby/platform-api settle -- --date YYYY-MM-DD`: runs the agent settlement of
 * a finished business day (the days the daily tables are keyed by) on the configured database (default: yesterday) and prints what it paid.
 * Running it again, or while the servers' own run is going, pays nothing twice.
 */
const now = new Date();
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  const zone = await dailyTablesZone(database.db);
  const day = finishedDayArgument(now, zone) ?? previousDay(now, zone);
  console.log(JSON.stringify(await settleDay(database.db, day, now), null, 2));
} finally {
  await database.close();
}
