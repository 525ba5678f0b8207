import { expect, test, type Page } from '@playwright/test';
import { demoAgent, startLoggedIn } from '../support/actions';
import { loadSamples, paths, sampleUrls } from '../support/route-walk';
import { UNBUILT_ROUTES } from '../support/unbuilt-routes';

// Issue 10: every route of the route table shows something. The walk through every route as a
// visitor, a member and an agent (a heading, a screen of its own or the coming-soon screen, no
// page error) is the accessibility walk's (tests/accessibility.spec.ts), which opens the same
// routes for the same readers; these are the route table's checks it does not make.

const comingSoon = (page: Page) => page.getByRole('heading', { name: 'Coming soon', level: 2 });

test('the test knows a URL for every path of the route table', async ({ request }) => {
  const urls = sampleUrls(await loadSamples(request));
  expect(Object.keys(urls).sort()).toEqual(Object.keys(paths).sort());
  for (const name of UNBUILT_ROUTES) expect(Object.keys(paths)).toContain(name);
});

test('back on a coming-soon page goes home when it is the first page', async ({
  page,
  request,
}) => {
  // Every route of the table has its screen now; the agent remote still answers sub-paths of
  // /m/member/agent/ it does not know (old links) with the coming-soon screen.
  await startLoggedIn(page, request, demoAgent);
  await page.goto('/m/member/agent/notBuiltYet');
  await expect(comingSoon(page)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
