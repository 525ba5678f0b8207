// axe-core in the page under test. Its browser build is evaluated through the browser's
// debugging protocol, which the content security policy does not govern: a script tag would need
// the policy bypassed, and the tests would no longer see what the policy refuses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Runs axe-core on the page's document (putting it in once per page) and returns violations. */
export async function runAxe(
  page: Page,
  options: RunOptions = {},
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { ...runOptions, resultTypes: ['violations'] });
    return results.violations;
  }, options);
}
