import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerFreshMember } from '../support/accounts';
import { bottomMenu, startLoggedIn } from '../support/actions';
import { operatorKey } from '../support/environment.mjs';
import { headerBalance } from './lobby-steps';

// Issue 14 (promotions): a member applies to a promotion with a comment and a screenshot, an
// operator approves it, the member claims the bonus, the balance rises, and the withdraw
// screen and reward centre show the turnover the bonus asks for. A freshly registered member.

const operator = { 'X-Operator-Key': operatorKey };

/** A real 1×1 PNG (the server reads the type from the bytes). */
function tinyPng(): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xf5, 0xc4, 0x51]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function promotionIdOf(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get('/wps/promotions');
  const list = ((await response.json()) as { value: { list: { id: number; title: string }[] } })
    .value.list;
  return list.find((item) => item.title === title)!.id;
}

test('apply with a comment, the operator approves, claim: balance rises and turnover shows', async ({
  page,
  request,
}) => {
  // Registration, an application with an image, a claim and four screens: more than 30 s.
  test.setTimeout(90_000);
  const member = await registerFreshMember(request, 'promo');
  await startLoggedIn(page, request, member);
  const promotionId = await promotionIdOf(request, 'Slots Rebate 1.2%');

  await page.goto('/m/home');
  const before = await headerBalance(page);

  await page.goto(`/m/activityDetail?id=${promotionId}`);
  const takePart = page.getByRole('region', { name: 'Take part' });
  await expect(takePart.getByText('Apply (an operator reviews it)')).toBeVisible();
  await takePart.getByRole('button', { name: 'Apply' }).click();
  await takePart.getByRole('textbox', { name: 'Comment (optional)' }).fill('Played 500 spins');
  await takePart.getByLabel('Add images').setInputFiles({
    name: 'spins.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(takePart.getByRole('img', { name: 'Image 1: spins.png' })).toBeVisible();
  await takePart.getByRole('button', { name: 'Send application' }).click();
  await expect(takePart.getByText('Applying')).toBeVisible();
  await expect(takePart.getByText('Played 500 spins')).toBeVisible();

  // The operator finds the application and approves it.
  const listed = await request.get(
    `/ops/promotions/applications?username=${member.username}&state=APPLYING`,
    { headers: operator },
  );
  const [application] = (
    (await listed.json()) as {
      value: { id: number; comment: string; images: string[] }[];
    }
  ).value;
  expect(application!.comment).toBe('Played 500 spins');
  expect(application!.images).toHaveLength(1);
  const approved = await request.post(`/ops/promotions/applications/${application!.id}/approve`, {
    headers: operator,
    data: { operator: 'e2e-operator' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await page.reload();
  await expect(takePart.getByText('Issued')).toBeVisible();
  await takePart.getByRole('button', { name: 'Claim bonus' }).click();
  await expect(page.getByText('￥12.00 added to your balance')).toBeVisible();
  await expect(takePart.getByText('Claimed')).toBeVisible();

  await page.goto('/m/home');
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 12, 2);

  // The bonus asks for 3× its amount in bets before it can be withdrawn; it alone is held back.
  await page.goto('/m/withdraw');
  await expect(page.getByText('Bets still needed')).toBeVisible();
  await expect(page.getByText('Held by the bonus').locator('xpath=..')).toContainText('￥12.00');
  await expect(
    page.getByText(
      'Your own money can be withdrawn now. The bonus and its winnings (￥12.00) are released after bets of ￥36.00 more (bonus turnover).',
    ),
  ).toBeVisible();

  // The bottom menu's Bonus opens the reward centre.
  await bottomMenu(page).getByRole('button', { name: 'Bonus' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reward center' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bets needed before withdrawing' })).toContainText(
    '￥36.00',
  );
  await page.getByRole('tab', { name: 'Claimed (1)' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: 'Slots Rebate 1.2%' }),
  ).toBeVisible();
});
