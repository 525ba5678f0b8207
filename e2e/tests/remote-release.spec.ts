import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bottomMenu, demoAgent, logIn } from '../support/actions';
import { releasesDir, repoRoot } from '../support/environment.mjs';
import { releaseCommand } from '../support/release-command';

// A remote team's release, end to end against the production build: the agent remote changed
// in a temporary copy (a new text under a new translation key), released with one command into
// the e2e server's releases folder and brand configuration, without rebuilding the host. The
// repository is never changed. One build for the whole spec (the slow part); the skewed release
// is that build's copy with an incompatible manifest (the fixture), so it costs no build.
test.describe.configure({ mode: 'serial' });

const NOTE = { EN: 'Team reports now update hourly', TH: 'รายงานทีมอัปเดตทุกชั่วโมงแล้ว' };
let workDir: string;
let releaseId: string;

function changedAgentCopy(): { source: string; locales: string } {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'lobby-release-'));
  const source = path.join(workDir, 'remote-agent');
  const locales = path.join(workDir, 'locales');
  cpSync(path.join(repoRoot, 'remote-agent'), source, {
    recursive: true,
    filter: (from) => !/[\\/](node_modules|dist)$/.test(from),
  });
  symlinkSync(
    path.join(repoRoot, 'remote-agent', 'node_modules'),
    path.join(source, 'node_modules'),
  );
  cpSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(workDir, 'tsconfig.base.json'));
  cpSync(path.join(repoRoot, 'locales'), locales, {
    recursive: true,
    filter: (from) => !from.includes(`${path.sep}scripts`),
  });
  const home = path.join(source, 'src', 'app', 'AgentHome.tsx');
  const code = readFileSync(home, 'utf8');
  const changed = code.replace(
    /(<PageTitleBar[^>]*\/>)/,
    '$1\n      <p className="agent-release-note">{t(\'releaseNote\')}</p>',
  );
  expect(changed).not.toBe(code);
  writeFileSync(home, changed);
  for (const [language, text] of Object.entries(NOTE)) {
    const file = path.join(locales, language, 'agent.json');
    const texts = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...texts, releaseNote: text }, null, 2));
  }
  return { source, locales };
}

async function openAgentHome(page: Page, language?: 'TH') {
  if (language) await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto('/m/agent');
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const { source, locales } = changedAgentCopy();
  const run = releaseCommand(
    'agent',
    '--brand',
    'standard',
    '--source',
    source,
    '--locales',
    locales,
  );
  expect(run.status, run.output).toBe(0);
  releaseId = /agent (\S+) released in/.exec(run.output)?.[1] ?? '';
  expect(releaseId, run.output).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  console.log(`[remote-release] one release of the agent remote: ${run.seconds.toFixed(1)} s`);
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a released agent remote shows its new text in two languages, offline too; rollback brings the old back', async ({
  page,
  context,
}) => {
  await logIn(page, demoAgent);
  await openAgentHome(page);
  await expect(page.getByText(NOTE.EN)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agent Center' })).toBeVisible();

  await openAgentHome(page, 'TH');
  await expect(page.getByText(NOTE.TH)).toBeVisible();

  // Installed and offline, the app keeps the release it has (the worker kept its files).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 45_000,
  });
  await page.reload();
  await expect(page.getByText(NOTE.TH)).toBeVisible();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(NOTE.TH)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  const list = releaseCommand('list');
  expect(list.output).toMatch(new RegExp(`agent\\s+${releaseId.replace(/\./g, '\\.')}`));

  const rollback = releaseCommand('rollback', 'agent', '--brand', 'standard');
  expect(rollback.status, rollback.output).toBe(0);
  expect(rollback.output).toContain('/remotes/agent/standard/mf-manifest.json');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ศูนย์ตัวแทน' })).toBeVisible();
  await expect(page.getByText(NOTE.TH)).toHaveCount(0);
  await expect(page.getByText(NOTE.EN)).toHaveCount(0);
});

test('a release built against an incompatible shared is refused; forced live it shows the update card and the rest works', async ({
  page,
}) => {
  // The fixture: the release above, as if built against React 18 and a newer @lobby/shared.
  const skewedId = '1.0.0-skewedfixture';
  const from = path.join(releasesDir, 'agent', releaseId);
  const to = path.join(releasesDir, 'agent', skewedId);
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  rmSync(path.join(to, 'mf-manifest.json.br'), { force: true });
  rmSync(path.join(to, 'mf-manifest.json.gz'), { force: true });
  const manifest = JSON.parse(readFileSync(path.join(to, 'mf-manifest.json'), 'utf8'));
  for (const entry of manifest.shared) {
    if (entry.name === 'react')
      Object.assign(entry, { version: '18.3.1', requiredVersion: '^18.3.1' });
  }
  manifest.lobbyRelease.sharedImports.push('formatLoyaltyTier');
  writeFileSync(path.join(to, 'mf-manifest.json'), JSON.stringify(manifest));
  const record = JSON.parse(readFileSync(path.join(to, 'release.json'), 'utf8'));
  writeFileSync(path.join(to, 'release.json'), JSON.stringify({ ...record, id: skewedId }));

  const refused = releaseCommand('live', 'agent', skewedId, '--brand', 'standard');
  expect(refused.status).toBe(3);
  expect(refused.output).toMatch(/react: the release needs \^18\.3\.1 .*the site serves 19\./);
  expect(refused.output).toMatch(/@lobby\/shared: the release uses formatLoyaltyTier/);

  const forced = releaseCommand('live', 'agent', skewedId, '--brand', 'standard', '--force');
  expect(forced.status, forced.output).toBe(0);
  try {
    await logIn(page, demoAgent);
    await openAgentHome(page);
    await expect(page.getByText('This part of the site needs an update')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // the shell's way out: a header with back, though the agent home hides it when it works
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(bottomMenu(page)).toBeVisible();
    // another remote still loads
    await page.goto('/m/activity');
    await expect(page.getByRole('tablist')).toBeVisible();
  } finally {
    const back = releaseCommand('rollback', 'agent', '--brand', 'standard');
    expect(back.status, back.output).toBe(0);
  }
});
