import { expect, test, type Page } from '@playwright/test';
import { closeHomePopups } from '../support/actions';

/** Adds up the page's layout shifts (not those right after a tap or key) from the first paint. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { cls: 0 };
    (window as unknown as { __layoutShift: typeof record }).__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) record.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: { cls: number } }).__layoutShift.cls);

function downloadBar(page: Page) {
  return page.getByRole('region', { name: 'Get the app' });
}

test('the download bar takes its own room above the banner, without moving the page', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/m/home');
  await closeHomePopups(page);
  await expect(downloadBar(page)).toBeVisible();
  await expect(page.getByRole('tab', { name: /hot/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cls = await layoutShift(page);
  console.log(`home CLS with the download bar: ${cls.toFixed(4)}`);
  expect(cls).toBeLessThanOrEqual(0.02);

  const bar = (await downloadBar(page).boundingBox())!;
  const banner = (await page.getByRole('region', { name: 'Promotions' }).boundingBox())!;
  expect(banner.y).toBeGreaterThanOrEqual(bar.y + bar.height);

  // The next visit keeps the room in its first paint (the status is known by then).
  await page.reload();
  await expect(downloadBar(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

  // Closed, the room goes with the bar, and stays gone on the next visit.
  await downloadBar(page).getByRole('button', { name: 'Close the download bar' }).click();
  await expect(downloadBar(page)).toHaveCount(0);
  const closedTop = (await page.getByRole('region', { name: 'Promotions' }).boundingBox())!.y;
  expect(closedTop).toBeLessThan(banner.y);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect((await page.getByRole('region', { name: 'Promotions' }).boundingBox())!.y).toBe(closedTop);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});
