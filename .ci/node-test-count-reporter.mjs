// node:test reporter twin of jest-count-reporter.cjs: records passed/failed counts for the
// closing line of `npm test`. Writes only when LOBBY_TEST_COUNTS names a folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default async function* countReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    // Suites report too; count only the tests themselves.
    if (event.data?.details?.type === 'suite') continue;
    if (event.type === 'test:pass') {
      if (event.data.skip || event.data.todo) counts.skipped += 1;
      else counts.passed += 1;
    } else if (event.type === 'test:fail') {
      counts.failed += 1;
    }
  }
  const folder = process.env.LOBBY_TEST_COUNTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, `node-test-${process.pid}-${Date.now()}.json`),
      JSON.stringify(counts),
    );
  }
  yield '';
}
