import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { finishedDayArgument } from '../agent-money/index.js';
import { refreshLiveRollups } from './team-live-rollup.js';
import { dailyTablesZone } from '../system/index.js';
import { rollUpClosedDays, rollUpDay } from './team-rollup.js';

/**
 * `pnpm --filter @lobby/platform-api team-rollup [-- --date YYYY-MM-DD]`: rolls up the agent
 * team figures of one finished business day, or (without --date) every day the servers' timer would,
 * on the configured database (then refreshes the live roll-up of today and the wallets), and
 * prints what it wrote. Safe to run at any time, repeatedly.
 */
const now = new Date();
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  const day = finishedDayArgument(now, await dailyTablesZone(database.db));
  const done =
    day === undefined
      ? await rollUpClosedDays(database.db, now)
      : [{ day, rows: await rollUpDay(database.db, day, now) }];
  console.log(JSON.stringify(done, null, 2));
  if (day === undefined) {
    console.log(`live roll-up refreshed: ${await refreshLiveRollups(database.db, now)}`);
  }
} finally {
  await database.close();
}
