import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { seed } from './index.js';

/** `pnpm --filter @lobby/platform-api seed`: migrate and (re-)run the seed on the configured database. */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const applied = await migrate(database);
  const started = performance.now();
  const result = await seed(database.db, { force: true, teamHistory: true });
  console.log(
    `migrations applied: [${applied.join(', ')}]; seeded ${result.games} games in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await database.close();
}
