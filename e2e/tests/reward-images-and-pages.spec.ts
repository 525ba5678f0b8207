import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerFreshMember } from '../support/accounts';
import { startLoggedIn } from '../support/actions';
import { operatorKey } from '../support/environment.mjs';

// Issue 14 follow-up: a member sees the images sent with an application as thumbnails (their
// own only), and long lists page 20 at a time with the shared pager (the mall's order history).

const operator = { 'X-Operator-Key': operatorKey };

/** A real 2×2 PNG (the server reads the type from the bytes; the browser must draw it). */
function smallPng(): Buffer {
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
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 200, 30, 30, 200, 30, 30, 0, 30, 30, 200, 30, 30, 200]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function tokenOf(
  request: APIRequestContext,
  account: { username: string; password: string },
) {
  const response = await request.post('/wps/session/login', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

async function promotionIdOf(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get('/wps/promotions');
  const list = ((await response.json()) as { value: { list: { id: number; title: string }[] } })
    .value.list;
  return list.find((item) => item.title === title)!.id;
}

test('the images sent with an application show as thumbnails, to their member only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await registerFreshMember(request, 'thumb');
  const token = await tokenOf(request, member);
  const promotionId = await promotionIdOf(request, 'Weekend Jackpot Race');
  const applied = await request.post(`/wps/promotions/${promotionId}/apply`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      comment: 'Screenshots of my spins',
      images: [
        { name: 'a.png', data: smallPng().toString('base64') },
        { name: 'b.png', data: smallPng().toString('base64') },
      ],
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const participationId = ((await applied.json()) as { value: { id: number } }).value.id;

  await startLoggedIn(page, request, member);
  await page.goto(`/m/activityDetail?id=${promotionId}`);
  const takePart = page.getByRole('region', { name: 'Take part' });
  await expect(takePart.getByText('Screenshots of my spins')).toBeVisible();
  for (const name of ['Image 1 you sent', 'Image 2 you sent']) {
    const thumb = takePart.getByRole('img', { name });
    await expect(thumb).toBeVisible();
    // Drawn, not a broken picture: the browser decoded the bytes.
    await expect
      .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(2);
  }
  // Keyboard: the thumbnail is a link that opens the picture.
  await expect(takePart.getByRole('link', { name: 'Image 1 you sent' })).toHaveAttribute(
    'href',
    /^blob:/,
  );

  await page.goto('/m/rewardCenter');
  await page.getByRole('tab', { name: /In progress/ }).click();
  const item = page.getByRole('tabpanel').getByRole('listitem').filter({
    hasText: 'Weekend Jackpot Race',
  });
  await expect(item.getByRole('img', { name: 'Image 2 you sent' })).toBeVisible();

  // Another member asking for the same image: 404.
  const other = await registerFreshMember(request, 'nosy');
  const refused = await request.get(`/wps/rewards/${participationId}/images/1`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, other)}` },
  });
  expect(refused.status()).toBe(404);
});

test('a long order history pages 20 at a time with the pager', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerFreshMember(request, 'pages');
  const granted = await request.post('/ops/mall/points', {
    headers: operator,
    data: {
      operator: 'e2e-ops',
      username: member.username,
      points: 2100,
      reason: 'e2e paging points',
      reference: `e2e-pages-${member.username}`,
    },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const token = await tokenOf(request, member);
  const home = await request.get('/wps/mall', { headers: { Authorization: `Bearer ${token}` } });
  const items = (
    (await home.json()) as { value: { items: { id: number; pointsCost: number; kind: string }[] } }
  ).value.items;
  const cash = items.find((i) => i.kind === 'BONUS' && i.pointsCost === 100)!;
  for (let n = 0; n < 21; n += 1) {
    const redeemed = await request.post('/wps/mall/redeem', {
      headers: { Authorization: `Bearer ${token}` },
      data: { itemId: cash.id },
    });
    expect(redeemed.ok(), await redeemed.text()).toBe(true);
  }

  await startLoggedIn(page, request, member);
  await page.goto('/m/mall/mallHome');
  await page.getByRole('tab', { name: 'My orders' }).click();
  const orders = page.getByRole('listitem').filter({ hasText: 'Bonus cash 10' });
  await expect(orders).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 of 2');
  // Keyboard: Tab reaches the pager's Next button, Enter turns the page.
  await pager.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(pager).toContainText('Page 2 of 2');
  await expect(orders).toHaveCount(1);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(orders).toHaveCount(20);
});
