import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';
import { closeHomePopups, demoAgent, startLoggedIn } from '../support/actions';
import { runAxe } from '../support/axe';
import {
  loadSamples,
  markSeenHeadings,
  newHeading,
  openInApp,
  paths,
  sampleUrls,
  VISIT_ORDER,
} from '../support/route-walk';
import { UNBUILT_ROUTES } from '../support/unbuilt-routes';

// Issues 10 and 16: every route of the route table shows a screen, throws no page error and
// meets WCAG AA in both themes. Each route, as a visitor, a member and an agent, is opened inside
// the running app (one page load per reader) under the site's real content security policy; once
// its heading is on screen it must be a screen of its own (or, for a route of UNBUILT_ROUTES, the
// coming-soon screen with its way back), and axe-core checks it in the dark and the light theme.
// Any serious or critical violation fails the test, listed with its rule, element, route, reader
// and theme; moderate and minor ones are counted in the test's output line and kept in its
// axe-findings.json. Any page error of the walk fails it too, named with its route.

// No trace: the failure message lists every violation, and a trace of some 140 axe runs would
// only slow the walk. Reduced motion (the site honours it): a dialog's fade-in is over at once.
test.use({ trace: 'off', contextOptions: { reducedMotion: 'reduce' } });

const comingSoon = (page: Page) => page.getByRole('heading', { name: 'Coming soon', level: 2 });

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

// A team member of the seed rather than demo: walking /m/notice?index=1 marks a notice read, and
// tests/member-messages.spec.ts counts demo's unread notices.
const A11Y_MEMBER = { username: 'team04', password: 'member1234' };

const ROLES = [
  { role: 'visitor', reader: 'a visitor', account: null },
  { role: 'member', reader: 'a member', account: A11Y_MEMBER },
  { role: 'agent', reader: 'an agent', account: demoAgent },
] as const;
type Role = (typeof ROLES)[number]['role'];

/** What the report keeps of one failed axe rule on one page. */
interface Finding {
  id: string;
  impact: ImpactValue;
  help: string;
  targets: string[];
  /** axe's account of each target's failure (the colours and ratio of a contrast one). */
  summaries: string[];
  url: string;
  role: Role;
  theme: Theme;
}

const IMPACTS: ImpactValue[] = ['critical', 'serious', 'moderate', 'minor'];
const FAILING: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['critical', 'serious']);

/**
 * Colours change at once in this test: with reduced motion the site still gives every element a
 * 0.01 ms transition, and an element caught before its transition has run reports its old
 * colours (the theme's switch would be measured half way).
 */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/** Waits for every animation that ends (a dialog's fade-in), then for the next frame. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => null)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** Runs axe-core on the whole page (the embedded lottery's own frame excepted), once settled. */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  await settle(page);
  return runAxe(page, { iframes: false });
}

function findingsOf(
  violations: AxeResults['violations'],
  where: Pick<Finding, 'url' | 'role' | 'theme'>,
): Finding[] {
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    summaries: violation.nodes.map((node) => node.failureSummary ?? ''),
    ...where,
  }));
}

function countByImpact(findings: Finding[]): string {
  return IMPACTS.map((impact) => {
    const found = findings.filter((finding) => finding.impact === impact);
    const nodes = found.reduce((sum, finding) => sum + finding.targets.length, 0);
    return `${impact} ${found.length} (${nodes} elements)`;
  }).join(', ');
}

/** Switches the theme as the side menu's theme row does (shared/src/theme/theme.ts). */
async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((next) => {
    window.localStorage.setItem('theme', next);
    document.documentElement.dataset.theme = next;
  }, theme);
}

/**
 * Runs axe on the screen in both themes: first in the theme it shows, then in the other one,
 * which the next screen starts in. Returns the theme the page is left in.
 */
async function scanBothThemes(
  page: Page,
  where: Pick<Finding, 'url' | 'role'>,
  shown: Theme,
  findings: Finding[],
): Promise<Theme> {
  const other: Theme = shown === 'dark' ? 'light' : 'dark';
  findings.push(...findingsOf(await axeViolations(page), { ...where, theme: shown }));
  await applyTheme(page, other);
  findings.push(...findingsOf(await axeViolations(page), { ...where, theme: other }));
  return other;
}

for (const { role, reader, account } of ROLES) {
  test(`every route shows its screen, no page error and no serious accessibility violation in either theme to ${reader}`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const urls = sampleUrls(await loadSamples(request));
    // The site starts in the theme kept in local storage: the light one here, the dark one
    // being the default.
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    if (account) await startLoggedIn(page, request, account);
    const findings: Finding[] = [];
    const heading = newHeading(page);
    const errors: string[] = [];
    let current: string = paths.home;
    page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));

    // Home as it first opens: its popups (announcements, the app download offer) included.
    await page.goto(paths.home);
    await page.addStyleTag({ content: NO_TRANSITIONS });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    let theme = await scanBothThemes(
      page,
      { url: `${paths.home} (popup)`, role },
      'light',
      findings,
    );
    await closeHomePopups(page);

    for (const name of VISIT_ORDER) {
      const url = urls[name];
      current = url;
      await test.step(`${name} ${url}`, async () => {
        await markSeenHeadings(page);
        await openInApp(page, url);
        await expect(heading, `${url} shows a heading`).toBeVisible();
        if (UNBUILT_ROUTES.has(name)) {
          await expect.soft(comingSoon(page), `${url} is coming soon`).toBeVisible();
        } else {
          await expect.soft(comingSoon(page), `${url} is built`).toHaveCount(0);
        }
        theme = await scanBothThemes(page, { url, role }, theme, findings);
        if (UNBUILT_ROUTES.has(name)) {
          await page.getByRole('link', { name: 'Back to home' }).click();
          await expect.soft(page, `Back to home from ${url}`).toHaveURL(/\/m\/home$/);
        }
      });
    }

    const summary = THEMES.map(
      (each) =>
        `axe, ${role}, ${each}: ${countByImpact(findings.filter((finding) => finding.theme === each))}`,
    ).join('\n');
    console.log(summary);
    const report = testInfo.outputPath('axe-findings.json');
    writeFileSync(report, JSON.stringify(findings, null, 2));
    await testInfo.attach('axe-findings.json', { path: report, contentType: 'application/json' });
    const failing = findings
      .filter((finding) => FAILING.has(finding.impact))
      .flatMap((finding) =>
        finding.targets.map(
          (target) =>
            `${finding.impact} ${finding.id} (${finding.help}): ${target} on ${finding.url} (${finding.role}, ${finding.theme})`,
        ),
      );
    expect(failing, summary).toEqual([]);
    expect(errors).toEqual([]);
  });
}
