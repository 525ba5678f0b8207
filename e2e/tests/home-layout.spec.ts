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

test("the customer-service button leaves the footer's 18+ line free at the end of the page", async ({
  page,
}) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  const service = page.getByRole('button', { name: 'Customer service' });
  await expect(service).toBeVisible();
  const ageLine = page.getByText(/aged 18 and over/);
  // The lobby below the fold loads as it comes near and the page grows: scroll to the end
  // again until it stays the end, and compare the boxes there.
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    expect(
      await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      ),
    ).toBe(true);
    await expect(ageLine).toBeInViewport();
    const line = (await ageLine.boundingBox())!;
    const button = (await service.boundingBox())!;
    const apart =
      line.x + line.width <= button.x ||
      button.x + button.width <= line.x ||
      line.y + line.height <= button.y ||
      button.y + button.height <= line.y;
    expect(apart).toBe(true);
  }).toPass({ timeout: 15_000 });
});

test("the scrolling notice titles fade out before the announcement bar's App button", async ({
  page,
}) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  const bar = page.getByRole('region', { name: 'Announcements' });
  const app = bar.getByRole('link', { name: 'App' });
  await expect(app).toBeVisible();
  const title = bar.getByRole('link').first();
  await expect(title).toBeAttached();
  // The titles' window: its right edge meets the App button, and its mask fades the titles out
  // over at least 1.5rem (24 px) there, so no title is cut off sharp at the button.
  const edge = await title.evaluate((element) => {
    const viewport = element.parentElement!.parentElement!;
    const box = viewport.getBoundingClientRect();
    const mask = getComputedStyle(viewport).maskImage;
    const stops = mask
      .replace(/^linear-gradient\(90deg,\s*/, '')
      .replace(/\)$/, '')
      .split(/,\s*(?![^()]*\))/);
    const opaque = stops.filter((stop) => /rgb\(0, 0, 0\)|#000|black/.test(stop)).at(-1) ?? '';
    const at = opaque.replace(/^.*?\)\s*|^\S+\s+/, '').trim();
    const px = (value: string): number => {
      const calc = /calc\(100% - ([\d.]+)px\)/.exec(value);
      if (calc) return box.width - Number(calc[1]);
      if (value.endsWith('%')) return (box.width * parseFloat(value)) / 100;
      return parseFloat(value);
    };
    return { right: box.right, mask, fade: box.width - px(at), end: stops.at(-1) ?? '' };
  });
  const button = (await app.boundingBox())!;
  expect(button.x - edge.right).toBeLessThanOrEqual(12);
  expect(edge.mask).toContain('linear-gradient');
  expect(edge.end).toMatch(/transparent|rgba\(0, 0, 0, 0\)/);
  expect(edge.fade).toBeGreaterThanOrEqual(24);
});

test('the notice titles scroll in steps of 1/30 s (spec section 9)', async ({ page }) => {
  await page.goto('/m/home');
  const title = page.getByRole('region', { name: 'Announcements' }).getByRole('link').first();
  await expect(title).toBeAttached();
  const timing = await title.evaluate((element) => {
    const style = getComputedStyle(element.parentElement!);
    return { duration: style.animationDuration, easing: style.animationTimingFunction };
  });
  const seconds = parseFloat(timing.duration);
  expect(seconds).toBeGreaterThanOrEqual(12);
  expect(timing.easing).toMatch(new RegExp(`^steps\\(${seconds * 30}(, end)?\\)$`));
  const start = (await title.boundingBox())!.x;
  await expect.poll(async () => (await title.boundingBox())!.x).toBeLessThan(start);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the notice titles stand still at the start of the bar, in view', async ({ page }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('region', { name: 'Announcements' });
    const title = bar.getByRole('link').first();
    await expect(title).toBeVisible();
    const inView = () =>
      title.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const window = element.parentElement!.parentElement!.getBoundingClientRect();
        return { x: Math.round(box.x), inside: box.left >= window.left && box.left < window.right };
      });
    const first = await inView();
    expect(first.inside).toBe(true);
    await page.waitForTimeout(600); // a scrolling bar moves ~20 px in that time
    expect(await inView()).toEqual(first);
  });
});
