import { expect, test, type Page } from '@playwright/test';
import { demoMember, startLoggedIn } from '../support/actions';
import { operatorKey } from '../support/environment.mjs';

// Issue 36 item 1: the platform's own customer-service chat. A member writes from the message
// centre's Live chat, an operator answers from the desk page (/ops/chat/desk, a second browser
// context), and each side sees the other's messages without reloading.

/** Marks the page's document: the mark is gone if the page reloads. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
}
async function expectNotReloaded(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
}

test('a member writes, an operator answers from the desk, the member sees it live', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await startLoggedIn(page, request, demoMember);
  await page.goto('/m/message');
  await page.getByRole('button', { name: /^Live chat/ }).click();
  await expect(page).toHaveURL(/\/m\/liveChat\?ticket=[\w-]{43}&/);
  expect(page.url()).toContain('backUrl=%2Fm%2Fmessage');
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Write a message' });
  await box.fill(`My deposit ${stamp} is missing`);
  await box.press('Shift+Enter');
  await box.pressSequentially('<b>not bold</b>');
  await box.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation with customer service' });
  await expect(conversation.getByText(`My deposit ${stamp} is missing`)).toBeVisible();
  await expect(conversation.getByText('<b>not bold</b>')).toBeVisible();
  await expect(box).toHaveValue('');
  await markDocument(page);

  // The operator, in a browser of their own.
  const desk = await (
    await browser.newContext({ viewport: { width: 1000, height: 800 } })
  ).newPage();
  await desk.goto('/ops/chat/desk');
  await desk.getByLabel('Operator key').fill(operatorKey);
  await desk.getByLabel(/Your name/).fill('e2e.operator');
  await desk.getByRole('button', { name: 'Open the desk' }).click();
  const thread = desk.getByRole('button', { name: new RegExp(`^demo.*${stamp}`) });
  await expect(thread).toBeVisible();
  await expect(thread.getByLabel(/unread/)).toBeVisible();
  await thread.click();
  await expect(desk.getByRole('heading', { name: /^demo/ })).toBeVisible();
  const deskMessages = desk.getByRole('list', { name: 'Messages' });
  await expect(deskMessages.getByText(`My deposit ${stamp} is missing`)).toBeVisible();
  await expect(desk.getByRole('status')).toHaveText('Live');
  const answer = desk.getByLabel('Answer');
  await answer.fill(`Found deposit ${stamp}, credited now`);
  await answer.press('Enter');

  // The member's page shows the answer by itself, on the support side.
  const reply = conversation.getByText(`Found deposit ${stamp}, credited now`);
  await expect(reply).toBeVisible();
  await expect(
    conversation.getByRole('listitem').filter({ hasText: `Found deposit ${stamp}` }),
  ).toHaveClass(/live-chat__message--support/);
  await expectNotReloaded(page);

  // The member answers back: the desk shows it without reloading either.
  await box.fill(`Thanks ${stamp}`);
  await box.press('Enter');
  await expect(deskMessages.getByText(`Thanks ${stamp}`)).toBeVisible();

  // Back to the message centre (the launch's backUrl); a new answer raises the chat badge there.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  const liveChat = page.getByRole('button', { name: /^Live chat/ });
  await expect(liveChat).toBeVisible();
  await expect(liveChat).not.toHaveAccessibleName(/unread/);
  await answer.fill(`Anything else, ${stamp}?`);
  await answer.press('Enter');
  await expect(liveChat).toHaveAccessibleName(/1 unread/, { timeout: 20_000 });
  await expectNotReloaded(page);

  // Opening the chat again shows the whole conversation and clears the badge.
  await liveChat.click();
  await expect(conversation.getByText(`Anything else, ${stamp}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: /^Live chat/ })).not.toHaveAccessibleName(/unread/);
  await desk.context().close();
});
