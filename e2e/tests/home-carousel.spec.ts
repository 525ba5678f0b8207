import { expect, test, type Page } from '@playwright/test';
import { closeHomePopups } from '../support/actions';

// The seeded platform has three home banners.

// A swipe or a dot moves the carousel at once: well within the 5 s it waits before moving by
// itself, so a move seen within this time is the visitor's.
const AT_ONCE = { timeout: 2_000 };

function carousel(page: Page) {
  return page.getByRole('region', { name: 'Promotions' });
}

/** The dot of the banner on screen (the only element of the carousel marked current). */
function currentDot(page: Page) {
  return carousel(page).locator('[aria-current="true"]');
}

/** The slide button of banner n when it is the one on screen (the others are hidden). */
function shownSlide(page: Page, n: number) {
  return carousel(page)
    .getByRole('button', { name: `Slide ${n} of 3` })
    .first();
}

/**
 * The page's requests for the carousel's own chunk (swiper), which the first load must not
 * include. The service worker's own fetches (it precaches every file of the host when it
 * installs, the chunk too) are not the page's.
 */
function carouselChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.serviceWorker()) return;
    if (/\/banner-swiper\.[0-9a-f]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function mouseSwipe(page: Page, from: number, to: number) {
  const box = await carousel(page).boundingBox();
  if (!box) throw new Error('the banner carousel is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  const steps = 10;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(box.x + box.width * (from + ((to - from) * step) / steps), y);
  }
  await page.mouse.up();
}

test('the home banner moves on after 5 s, follows a swipe and a dot, and marks the current dot', async ({
  page,
}) => {
  const chunk = carouselChunkRequests(page);
  await page.goto('/m/home');
  await closeHomePopups(page);

  await expect(currentDot(page)).toHaveAccessibleName('Slide 1 of 3');
  await expect(shownSlide(page, 1)).toBeInViewport();
  expect(chunk).toHaveLength(0);

  // Spec section 9: 5000 ms on each banner, timed exactly by the jest tests of BannerCarousel.
  // Here it only has to move by itself: on a loaded 2-core machine the service worker's
  // precaching of every host file competes with swiper's chunk, and 3 s of slack was seen to
  // miss (2 of 6 runs under load), so the wait allows the move up to 15 s.
  await expect(currentDot(page)).toHaveAccessibleName('Slide 2 of 3', { timeout: 15_000 });
  await expect(shownSlide(page, 2)).toBeInViewport({ ratio: 0.95 });
  expect(chunk).toHaveLength(1);

  await mouseSwipe(page, 0.9, 0.1);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 3 of 3', AT_ONCE);
  await expect(shownSlide(page, 3)).toBeInViewport({ ratio: 0.95 });

  // a swipe past the last banner loops to the first
  await mouseSwipe(page, 0.9, 0.1);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 1 of 3', AT_ONCE);

  await carousel(page).getByRole('button', { name: 'Slide 3 of 3' }).last().click();
  await expect(currentDot(page)).toHaveAccessibleName('Slide 3 of 3', AT_ONCE);
  await expect(shownSlide(page, 3)).toBeInViewport({ ratio: 0.95 });
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a touch swipe begun before swiper has arrived is handed to it and moves the carousel', async ({
  page,
  context,
}) => {
  const chunk = carouselChunkRequests(page);
  await page.goto('/m/home');
  await closeHomePopups(page);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 1 of 3');
  // nothing has moved the carousel yet: swiper is not loaded
  expect(chunk).toHaveLength(0);

  // A real finger (Chrome DevTools touch input) swiping right, slowly enough for swiper to be
  // fetched while it is down: back to the previous banner, which from the first one is the last.
  const box = await carousel(page).boundingBox();
  if (!box) throw new Error('the banner carousel is not on screen');
  const y = box.y + box.height / 2;
  const touch = await context.newCDPSession(page);
  const at = (share: number) => [{ x: box.x + box.width * share, y }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.05) });
  for (let step = 1; step <= 12; step += 1) {
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(0.05 + 0.075 * step),
    });
    await page.waitForTimeout(50);
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect(currentDot(page)).toHaveAccessibleName('Slide 3 of 3', AT_ONCE);
  await expect(shownSlide(page, 3)).toBeInViewport({ ratio: 0.95 });
  expect(chunk).toHaveLength(1);
  // a swipe is not a tap: the banner's link did not open
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a long mouse press on the first banner, while swiper arrives, still opens its link', async ({
  page,
}) => {
  const chunk = carouselChunkRequests(page);
  await page.goto('/m/home');
  await closeHomePopups(page);
  const box = await carousel(page).boundingBox();
  if (!box) throw new Error('the banner carousel is not on screen');

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // the press fetches swiper; it is there before the button is released
  await expect.poll(() => chunk.length).toBe(1);
  await page.waitForTimeout(500);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/m\/activity$/);
});
