import { expect, test, type APIRequestContext } from '@playwright/test';
import { startLoggedIn } from '../support/actions';
import { operatorKey } from '../support/environment.mjs';
import { registerFreshMember } from '../support/accounts';
import { headerBalance } from './lobby-steps';

// Issue 14: the operator opens a red envelope round now; a fresh member opens one envelope, sees
// the prize the platform drew, and the header balance rises by it.

/** Opens a round now (90 s); a round the operator opened a moment ago may still be open. */
async function openRoundNow(request: APIRequestContext) {
  const opened = await request.post('/ops/red-rain/rounds', {
    headers: { 'X-Operator-Key': operatorKey },
    data: { operator: 'e2e-ops', durationSeconds: 90, budget: 500, minGrab: 1, maxGrab: 20 },
  });
  if (opened.status() === 400) {
    const failure = (await opened.json()) as { details?: { path: string }[] };
    expect(failure.details?.[0]?.path).toBe('startsAt');
    return;
  }
  expect(opened.ok(), await opened.text()).toBe(true);
}

test('a member grabs a red envelope in an open round and the balance rises', async ({
  page,
  request,
}) => {
  const member = await registerFreshMember(request, 'rnm');
  await openRoundNow(request);

  await startLoggedIn(page, request, member);
  await page.goto('/m/redRain');
  await expect(page.getByRole('heading', { level: 1, name: 'Red envelope rain' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'The rain is on! Tap an envelope to open it.' }),
  ).toBeVisible();
  await expect(page.getByText('No red envelopes yet.')).toBeVisible();
  const before = await headerBalance(page);

  // The envelopes keep falling; a keyboard press opens one wherever it is.
  await page.getByRole('button', { name: 'Red envelope 3' }).press('Enter');
  const prize = page.getByRole('heading', { name: /^You got ￥[\d,]+\.\d{2}!$/ });
  await expect(prize).toBeVisible();
  const amount = Number((await prize.innerText()).replace(/[^\d.]/g, ''));
  expect(amount).toBeGreaterThanOrEqual(1);
  expect(amount).toBeLessThanOrEqual(20);
  await expect(page.getByText('It has been added to your balance.')).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + amount, 2);
  await expect(page.getByText(/^Round \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Red envelope/ })).toHaveCount(0);

  // Back on the page later: the same prize, no envelopes to open again.
  await page.reload();
  await expect(prize).toBeVisible();
});

test('with reduced motion the envelopes stand still and open with a tap', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const member = await registerFreshMember(request, 'rns');
  await openRoundNow(request);
  await startLoggedIn(page, request, member);
  await page.goto('/m/redRain');
  const envelope = page.getByRole('button', { name: 'Red envelope 1', exact: true });
  await expect(envelope).toBeVisible();
  const box = await envelope.boundingBox();
  await page.waitForTimeout(300);
  expect(await envelope.boundingBox()).toEqual(box);
  await envelope.click();
  await expect(page.getByRole('heading', { name: /^You got ￥[\d,]+\.\d{2}!$/ })).toBeVisible();
});
