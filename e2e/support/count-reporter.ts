// Playwright reporter twin of .ci/jest-count-reporter.cjs: records passed/failed counts for
// the closing line of `npm test` when LOBBY_TEST_COUNTS names a folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class CountReporter implements Reporter {
  private readonly outcomes = new Map<string, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status);
  }

  onEnd(): void {
    const folder = process.env.LOBBY_TEST_COUNTS;
    if (!folder) return;
    const statuses = [...this.outcomes.values()];
    const counts = {
      passed: statuses.filter((s) => s === 'passed').length,
      failed: statuses.filter((s) => s === 'failed' || s === 'timedOut' || s === 'interrupted')
        .length,
      skipped: statuses.filter((s) => s === 'skipped').length,
    };
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, `playwright-${process.pid}-${Date.now()}.json`),
      JSON.stringify(counts),
    );
  }
}
