import { expect, test } from '@playwright/test';
import { bottomMenu, demoAgent, header, startLoggedIn } from '../support/actions';

// Spec section 2 layout rules, checked in the browser on routes of every owner. Pages for
// members only (member centre, agent home, change password) are visited logged in as an agent,
// who may open them all; the login, register and recovery pages as a visitor.
const routes: {
  path: string;
  header: boolean;
  bottom: boolean;
  start: 'logo' | 'back' | 'none';
  visitor?: true;
  /** The screen has its own back button, so the header shows none (one per screen). */
  ownBack?: true;
}[] = [
  { path: '/', header: true, bottom: true, start: 'logo' },
  { path: '/m/index.html', header: true, bottom: true, start: 'logo' },
  { path: '/m/home', header: true, bottom: true, start: 'logo' },
  { path: '/m/login', header: false, bottom: false, start: 'none', visitor: true },
  { path: '/m/register', header: false, bottom: false, start: 'none', visitor: true },
  { path: '/m/forget', header: false, bottom: false, start: 'none', visitor: true },
  { path: '/m/changePsw', header: true, bottom: false, start: 'none' },
  { path: '/m/message', header: false, bottom: true, start: 'none' },
  { path: '/m/member/home', header: false, bottom: true, start: 'none' },
  { path: '/m/agent', header: false, bottom: false, start: 'none' },
  { path: '/m/lottery', header: false, bottom: false, start: 'none' },
  { path: '/m/app', header: false, bottom: false, start: 'none' },
  { path: '/m/gameList', header: true, bottom: false, start: 'none', ownBack: true },
  { path: '/m/slotsCenter', header: true, bottom: false, start: 'none', ownBack: true },
  { path: '/m/notice', header: true, bottom: false, start: 'back' },
  { path: '/m/help', header: true, bottom: false, start: 'back' },
  { path: '/m/download', header: true, bottom: false, start: 'back' },
  { path: '/m/activity', header: true, bottom: true, start: 'back' },
  { path: '/m/rng', header: true, bottom: true, start: 'none', ownBack: true },
  { path: '/deposit-rank', header: true, bottom: true, start: 'none', ownBack: true },
];

for (const route of routes) {
  test(`layout of ${route.path}: header ${route.header ? 'shown' : 'hidden'}, bottom menu ${route.bottom ? 'shown' : 'hidden'}`, async ({
    page,
    request,
  }) => {
    if (!route.visitor) await startLoggedIn(page, request, demoAgent);
    await page.goto(route.path);
    // Still on the route: a guard that redirected would make the layout checks meaningless.
    await expect.poll(() => new URL(page.url()).pathname).toBe(route.path);
    // The bottom menu or the header, whichever this route shows, proves the shell rendered.
    const shell = route.bottom
      ? bottomMenu(page)
      : route.header
        ? header(page)
        : page.locator('#root');
    await expect(shell).toBeVisible();
    await expect(header(page)).toHaveCount(route.header ? 1 : 0);
    await expect(bottomMenu(page)).toHaveCount(route.bottom ? 1 : 0);
    await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(
      route.start === 'logo' ? 1 : 0,
    );
    if (route.header) {
      await expect(header(page).getByRole('link', { name: 'Home' })).toHaveCount(
        route.start === 'logo' ? 1 : 0,
      );
      await expect(header(page).getByRole('button', { name: 'Back' })).toHaveCount(
        route.start === 'back' ? 1 : 0,
      );
    }
    if (route.ownBack) {
      // One back arrow on the screen: its own, none from the header.
      await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(1);
    }
  });
}

test('back from the promotions page goes home, as the spec says', async ({ page }) => {
  await page.goto('/m/activity');
  await header(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
