import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { reconcile } from './reconcile.js';

/**
 * `pnpm --filter @lobby/platform-api reconcile`: checks the configured database's book and
 * exits 1 when it does not hold (printing what is wrong).
 */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  const report = await reconcile(database.db);
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
