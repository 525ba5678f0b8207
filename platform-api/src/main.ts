import { buildApp } from './app.js';
import { ConfigError, loadConfig, sealingKeyWarning } from './config.js';
import { openDatabase } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { writeFlags } from './features/system/flags.js';
import { seed } from './seed/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const applied = await migrate(database);
  const seeded = await seed(database.db, { teamHistory: config.seedTeamHistory });
  // The env switches only turn flags on; an operator's later switch is not undone by a restart.
  const switchedOn = Object.fromEntries(
    Object.entries(config.initialFlags).filter(([, value]) => value),
  );
  if (Object.keys(switchedOn).length > 0) await writeFlags(database.db, switchedOn);
  const app = await buildApp({ config, database, settlementTimer: true });
  const sealingWarning = sealingKeyWarning(config, process.env.NODE_ENV);
  if (sealingWarning) app.log.warn(sealingWarning);
  app.log.info(
    { database: config.database.kind, migrationsApplied: applied, seeded },
    'database ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('platform-api failed to start:', error);
  }
  process.exit(1);
});
