import { expect, test, type Page } from '@playwright/test';
import { registerFreshMember } from '../support/accounts';
import { closeHomePopups, header, startLoggedIn } from '../support/actions';
import { runAxe } from '../support/axe';

/** axe's serious and critical findings on the page, by rule and node. */
async function seriousFindings(page: Page) {
  return (await runAxe(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

// Issue 33 item 9: a member sets a picture in the member centre, sees it there and in the side
// menu as the server redrew it (a 256x256 PNG, not the uploaded bytes), and removes it again.

test('a member adds a picture, sees it in the member centre and the side menu, and removes it', async ({
  page,
  request,
}) => {
  const account = await registerFreshMember(request, 'avpic');
  await startLoggedIn(page, request, account);
  // A real PNG to upload: the brand's 512 px app icon, as the platform serves it.
  const upload = await (await request.get('/wps/img/app/icons/512.png')).body();

  await page.goto('/m/member/home');
  const profile = page.locator('.member-profile');
  await expect(profile.getByRole('heading', { name: account.username })).toBeVisible();
  await expect(profile.locator('img')).toHaveCount(0);
  expect(await seriousFindings(page)).toEqual([]);
  const chooser = page.waitForEvent('filechooser');
  await profile.getByRole('button', { name: 'Add photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: upload });

  const picture = profile.locator('.member-profile__avatar img');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(256);
  expect(await seriousFindings(page)).toEqual([]);
  const src = (await picture.getAttribute('src'))!;
  expect(src).toMatch(/^\/wps\/img\/member\/[A-Za-z0-9_-]{22}\.png$/);
  const served = await request.get(src);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect((await served.body()).equals(upload)).toBe(false);

  await page.goto('/m/home');
  await closeHomePopups(page);
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.locator(`img[src="${src}"]`)).toBeVisible();
  await menu.getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/m/member/home');
  await profile.getByRole('button', { name: 'Remove photo' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Remove your profile photo?' });
  await question.getByRole('button', { name: 'Remove photo' }).click();
  await expect(profile.getByRole('button', { name: 'Add photo' })).toBeVisible();
  await expect(profile.locator('img')).toHaveCount(0);
  expect((await request.get(src)).status()).toBe(404);
});

test('a file that is not a PNG or JPG is refused in the member centre before it is sent', async ({
  page,
  request,
}) => {
  const account = await registerFreshMember(request, 'avbad');
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await startLoggedIn(page, request, account);
  await page.goto('/m/member/home');
  const profile = page.locator('.member-profile');
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/wps/member/info/icon') && sent.method() === 'POST') {
      uploads.push(sent.url());
    }
  });
  const chooser = page.waitForEvent('filechooser');
  await profile.getByRole('button', { name: 'Add photo' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(profile.getByRole('alert')).toHaveText('Only PNG or JPG images can be uploaded');
  expect(uploads).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await seriousFindings(page)).toEqual([]);
});
