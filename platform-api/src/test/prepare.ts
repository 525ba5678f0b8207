import { prepareTemplateDatabase, preparePgliteDump } from './databases.js';

/**
 * Prepares the seeded template the test files copy, once per run:
 * `prepare.ts <dump-file>` prints the env line to hand to the test processes.
 */
const dumpFile = process.argv[2];
if (!dumpFile) throw new Error('usage: prepare.ts <pglite-dump-file>');
const url = process.env.DATABASE_URL;
if (url) {
  console.log(JSON.stringify({ TEST_TEMPLATE_DB: await prepareTemplateDatabase(url) }));
} else {
  await preparePgliteDump(dumpFile);
  console.log(JSON.stringify({ TEST_PGLITE_DUMP: dumpFile }));
}
