// Steps the lobby's e2e tests share (the lobby's own; the general ones are in support/actions.ts).
import { expect, type Page } from '@playwright/test';
import { closeHomePopups, header } from '../support/actions';

export const teamPassword = 'member1234';

/** Logs in through the login screen, as a person does, and waits for the home page. */
export async function logInAs(
  page: Page,
  username: string,
  password = teamPassword,
): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeHomePopups(page);
}

/** The balance the header shows, as a number. */
export async function headerBalance(page: Page): Promise<number> {
  const text = await header(page)
    .getByText(/[\d,]+\.\d{2}/)
    .first()
    .innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

export function gameList(page: Page) {
  return page.getByRole('list').filter({ has: page.locator('.gl-card') });
}

/** The names of the game tiles now mounted. */
export async function tileNames(page: Page): Promise<string[]> {
  return page.locator('.gl-card__name').allInnerTexts();
}
