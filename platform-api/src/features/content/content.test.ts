import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { answer, bearer, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const announcements = async (query: string, headers = {}) =>
  answer(
    'GET /wps/announcements',
    await t.request({ method: 'GET', url: `/wps/announcements${query}`, headers }),
  ).value;

describe('GET /wps/announcements', () => {
  test('groups every requested type', async () => {
    const groups = await announcements('?types=A,PL,B,PU,PR');
    assert.deepEqual(Object.keys(groups).sort(), [
      'banners',
      'hot',
      'player',
      'popup',
      'promotion',
    ]);
    for (const [name, list] of Object.entries(groups)) assert.ok(list.length > 0, name);
    const promo = groups.promotion[0]!;
    assert.match(promo.startDate, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(promo.promoAnnouncementCategoryIds.length > 0);
    assert.deepEqual(promo.announcementImages[0]?.sequence, 1);
    assert.ok(
      groups.popup.some((a) => /<div/.test(a.content)),
      'rich HTML popup',
    );
  });

  test('only the requested types are filled', async () => {
    const groups = await announcements('?types=PU');
    assert.ok(groups.popup.length > 0);
    assert.equal(
      groups.hot.length + groups.player.length + groups.banners.length + groups.promotion.length,
      0,
    );
  });

  test('expired announcements are left out', async () => {
    const groups = await announcements('?types=A');
    assert.ok(!groups.hot.some((a) => a.title === 'Old lucky draw results'));
  });

  test('read is false without a token and reflects the member’s reads with one', async () => {
    const anonymous = await announcements('?types=PL');
    assert.ok(anonymous.player.every((a) => a.read === false));
    const token = await t.login('demo', 'demo1234');
    const first = anonymous.player[0]!;
    await t.database.db.execute(
      sql`INSERT INTO announcement_reads (member_id, announcement_id) SELECT id, ${first.id} FROM members WHERE username = 'demo'`,
    );
    const mine = await announcements('?types=PL', bearer(token));
    assert.equal(mine.player.find((a) => a.id === first.id)?.read, true);
    assert.ok(mine.player.filter((a) => a.id !== first.id).every((a) => !a.read));
    const stillAnonymous = await announcements('?types=PL');
    assert.ok(stillAnonymous.player.every((a) => a.read === false));
  });

  test('an invalid token is treated as a visitor, not an error', async () => {
    const groups = await announcements('?types=PL', bearer('A'.repeat(43)));
    assert.ok(groups.player.length > 0);
  });
});

describe('GET /wps/banners', () => {
  test('three home banners with generated images and sizes', async () => {
    const { value } = answer(
      'GET /wps/banners',
      await t.request({ method: 'GET', url: '/wps/banners?groupName=m_home' }),
    );
    assert.equal(value.length, 3);
    for (const banner of value) {
      assert.equal(banner.groupName, 'm_home');
      assert.equal(banner.url, `/wps/img/banner/${banner.id}.svg`);
      assert.ok(banner.width > 0 && banner.height > 0);
    }
  });

  test('deposit and bet groups exist; an unknown group is empty', async () => {
    for (const group of ['m_deposit20', 'm_bet20']) {
      const { value } = answer(
        'GET /wps/banners',
        await t.request({ method: 'GET', url: `/wps/banners?groupName=${group}` }),
      );
      assert.equal(value.length, 1, group);
    }
    const { value } = answer(
      'GET /wps/banners',
      await t.request({ method: 'GET', url: '/wps/banners?groupName=nothing' }),
    );
    assert.deepEqual(value, []);
  });
});

describe('GET /wps/promotions', () => {
  test('categories and cards with HTML content', async () => {
    const { value } = answer(
      'GET /wps/promotions',
      await t.request({ method: 'GET', url: '/wps/promotions' }),
    );
    assert.ok(value.categories.length >= 4);
    assert.ok(value.list.length >= 8);
    for (const card of value.list) {
      assert.match(card.imageUrl, /^\/wps\/img\/promo\/\d+\.svg$/);
      assert.match(card.content, /<p>/);
    }
  });

  test('filtered by category', async () => {
    const all = answer(
      'GET /wps/promotions',
      await t.request({ method: 'GET', url: '/wps/promotions' }),
    ).value;
    const slots = all.categories.find((c) => c.name === 'Slots')!;
    const { value } = answer(
      'GET /wps/promotions',
      await t.request({ method: 'GET', url: `/wps/promotions?categoryId=${slots.id}` }),
    );
    assert.ok(value.list.length >= 2);
    assert.ok(value.list.length < all.list.length);
    assert.ok(value.list.every((card) => card.categoryIds.includes(slots.id)));
  });
});
