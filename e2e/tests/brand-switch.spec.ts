import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoAgent, logIn } from '../support/actions';
import { brandConfigPath } from '../support/environment.mjs';

test.afterEach(() => {
  const config = JSON.parse(readFileSync(brandConfigPath, 'utf8'));
  config.remotes.agent = '/remotes/agent/standard/mf-manifest.json';
  writeFileSync(brandConfigPath, JSON.stringify(config, null, 2));
});

test('editing the brand configuration serves the other agent build with no host rebuild', async ({
  page,
}) => {
  await logIn(page, demoAgent);
  await page.goto('/m/agent');
  await expect(page.getByRole('heading', { name: 'Agent Center' })).toBeVisible();

  const config = JSON.parse(readFileSync(brandConfigPath, 'utf8'));
  config.remotes.agent = '/remotes/agent/gold/mf-manifest.json';
  writeFileSync(brandConfigPath, JSON.stringify(config, null, 2));

  const goldManifest = page.waitForResponse((r) =>
    r.url().includes('/remotes/agent/gold/mf-manifest.json'),
  );
  await page.reload();
  expect((await goldManifest).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Gold Agents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agent Center' })).toHaveCount(0);
});
