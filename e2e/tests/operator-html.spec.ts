import { expect, test, type Locator, type Page } from '@playwright/test';

// Operator HTML keeps its inline styles. A box that tries to lay itself over the whole app and
// catch every tap must stay inside the notice that carries it.
const COVERING_BOX =
  '<div style="position:fixed;inset:0;width:100vw;height:100vh;z-index:2147483647;' +
  'background:rgba(200,0,0,.6)">Covering box</div><p>Notice text</p>';

/**
 * Opens /m/notice with the platform's real notices, the first one's title and content replaced
 * by a notice carrying COVERING_BOX, and expands it; answers the operator's box.
 */
async function openCoveringNotice(page: Page): Promise<Locator> {
  await page.route(
    (url) => url.pathname === '/wps/announcements',
    async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as {
        value: { hot: { title: string; content: string }[] };
      };
      const first = json.value.hot[0];
      if (first) Object.assign(first, { title: 'Covering notice', content: COVERING_BOX });
      await route.fulfill({ response, json });
    },
  );
  await page.goto('/m/notice');
  const notice = page.getByRole('button', { name: /Covering notice/ });
  await notice.click();
  await expect(notice).toHaveAttribute('aria-expanded', 'true');
  const covering = page.getByText('Covering box', { exact: true });
  await expect(covering).toBeVisible();
  await expect(page.getByText('Notice text', { exact: true })).toBeVisible();
  return covering;
}

/** The text of the topmost element at the centre of `target`: what a tap there would hit. */
async function textUnderCentreOf(page: Page, target: Locator): Promise<string> {
  const box = await target.boundingBox();
  if (!box) throw new Error('target not on screen');
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent?.trim() ?? '', {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

test('a notice with a full-screen position:fixed box cannot cover the app', async ({ page }) => {
  const covering = await openCoveringNotice(page);
  // The box starts where the notice's content starts, not at the top of the screen (its
  // containing block is the content box; what overflows is clipped there)...
  const box = await covering.boundingBox();
  const toggle = await page.getByRole('button', { name: /Covering notice/ }).boundingBox();
  expect(box!.y).toBeGreaterThan(toggle!.y + toggle!.height);
  // ...so the page above and the notices below it get the taps
  const title = page.getByRole('heading', { name: 'Announcements', level: 1 });
  expect(await textUnderCentreOf(page, title)).toBe('Announcements');
  const other = page.getByRole('button', { name: /Withdrawal times/ });
  expect(await textUnderCentreOf(page, other)).not.toBe('Covering box');
  await other.click({ timeout: 5_000 });
  await expect(other).toHaveAttribute('aria-expanded', 'true');
});

test('the same box does cover the app once the containment is taken away (the check has teeth)', async ({
  page,
}) => {
  const covering = await openCoveringNotice(page);
  // the containing box is the operator HTML's parent: strip its containment
  await covering.evaluate((element) => element.parentElement?.removeAttribute('style'));
  const other = page.getByRole('button', { name: /Withdrawal times/ });
  expect(await textUnderCentreOf(page, other)).toBe('Covering box');
});
