// Jest reporter that records how many tests passed and failed, so `npm test` can print one
// closing line for the whole workspace. Writes only when LOBBY_TEST_COUNTS names a folder.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class CountReporter {
  onRunComplete(_contexts, results) {
    const folder = process.env.LOBBY_TEST_COUNTS;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    const failedSuites = results.numRuntimeErrorTestSuites ?? 0;
    const counts = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + failedSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    const name = `jest-${path.basename(process.cwd())}-${process.pid}-${Date.now()}.json`;
    writeFileSync(path.join(folder, name), JSON.stringify(counts));
  }
}

module.exports = CountReporter;
