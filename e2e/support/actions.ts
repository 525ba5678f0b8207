// Steps several e2e tests share, written the way a person does them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { operatorKey } from './environment.mjs';

export const demoMember = { username: 'demo', password: 'demo1234' };
export const demoAgent = { username: 'agent01', password: 'agent1234' };

export async function logIn(
  page: Page,
  account: { username: string; password: string },
): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Each login brings home's popups once.
  await closeHomePopups(page);
}

/**
 * Home shows its popups one after another a moment after its first content: the login popups
 * (the operator's announcements) once after each login for a member, then the app download
 * offer once per browser session (a visitor gets only that one). Waits for them and closes each with its Close button, as a person
 * does, until none is left.
 */
export async function closeHomePopups(page: Page): Promise<void> {
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  while ((await popup.count()) > 0) {
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
  }
}

export async function setSystemFlags(
  request: APIRequestContext,
  flags: { maintenance?: boolean; regionRestriction?: boolean },
): Promise<void> {
  const response = await request.put('/ops/system/flags', {
    data: flags,
    headers: { 'X-Operator-Key': operatorKey },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Starts the page already logged in (the session a login leaves in local storage), for tests
 * about something else than logging in.
 */
export async function startLoggedIn(
  page: Page,
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<void> {
  const response = await request.post('/wps/session/login', { data: account });
  expect(response.ok()).toBe(true);
  const { value } = (await response.json()) as { value: Record<string, unknown> };
  const session = JSON.stringify({
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
  });
  await page.addInitScript(
    (stored) => window.localStorage.setItem('MC_SESSION_INFO', stored),
    session,
  );
}

export function header(page: Page) {
  return page.getByRole('banner');
}

export function bottomMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/**
 * Moves the platform's clock this many seconds ahead of real time (0 puts it back): tests reach
 * "ten minutes later" through the platform's own time instead of waiting. The suite runs in one
 * worker, so a test that moves the clock puts it back before it ends (in an afterEach).
 */
export async function setPlatformClockOffset(
  request: APIRequestContext,
  offsetSeconds: number,
): Promise<void> {
  const response = await request.put('/ops/clock', {
    data: { offsetSeconds },
    headers: { 'X-Operator-Key': operatorKey },
  });
  expect(response.ok()).toBe(true);
}
