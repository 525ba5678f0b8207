import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AnnouncementGroups } from '../../contract/content.js';
import type { Promotions } from '../../contract/promotions.js';
import type { HelpArticle, SystemStatus } from '../../contract/system.js';
import { body, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const get = async <T>(url: string) => body<T>(await t.request({ method: 'GET', url })).value;
const announcements = (query: string) => get<AnnouncementGroups>(`/wps/announcements${query}`);

describe('content in the member language, English where none is written', () => {
  test('announcements of every type in CN and ID, with the English ids', async () => {
    const types = '?types=A,PL,B,PU,PR';
    const en = await announcements(types);
    const cn = await announcements(`${types}&language=CN`);
    const id = await announcements(`${types}&language=id`);
    assert.ok(en.hot.some((a) => a.title === 'Scheduled maintenance notice'));
    assert.ok(cn.hot.some((a) => a.title === '系统维护通知'));
    assert.ok(id.hot.some((a) => a.title === 'Pemberitahuan pemeliharaan terjadwal'));
    for (const local of [cn, id]) {
      for (const group of Object.keys(en) as Array<keyof AnnouncementGroups>) {
        // the same announcements in the same order (read marks and ?index= links hold)
        assert.deepEqual(
          local[group].map((a) => a.id),
          en[group].map((a) => a.id),
          group,
        );
        // every seeded item is written in the language: none is left in English
        for (const [index, item] of local[group].entries()) {
          assert.notEqual(item.title, en[group][index]!.title, `${group} ${item.title}`);
          assert.notEqual(item.content, en[group][index]!.content, `${group} ${item.title}`);
        }
      }
    }
    assert.match(cn.popup[0]!.content, /欢迎/);
  });

  test('a language without a translation gets English, and EN gets the base rows', async () => {
    const en = await announcements('?types=A,PU');
    assert.deepEqual(await announcements('?types=A,PU&language=FIL'), en);
    assert.deepEqual(await announcements('?types=A,PU&language=EN'), en);
  });

  test('promotions and their categories in CN and ID', async () => {
    const en = await get<Promotions>('/wps/promotions');
    const cn = await get<Promotions>('/wps/promotions?language=CN');
    const id = await get<Promotions>('/wps/promotions?language=ID');
    assert.ok(en.categories.some((c) => c.name === 'New Member'));
    assert.ok(cn.categories.some((c) => c.name === '新会员'));
    assert.ok(id.categories.some((c) => c.name === 'Member Baru'));
    assert.ok(cn.list.some((p) => p.title === '首存奖金 100%' && /适用于所有会员/.test(p.content)));
    assert.ok(id.list.some((p) => p.title === 'Bonus Sambutan 100%'));
    for (const local of [cn, id]) {
      assert.deepEqual(
        local.list.map((p) => p.id),
        en.list.map((p) => p.id),
      );
      assert.ok(local.list.every((p, index) => p.title !== en.list[index]!.title));
    }
    assert.deepEqual(await get<Promotions>('/wps/promotions?language=KO'), en);
    // a category filter works the same in every language
    const slots = en.categories.find((c) => c.name === 'Slots')!;
    const cnSlots = await get<Promotions>(`/wps/promotions?categoryId=${slots.id}&language=CN`);
    assert.ok(cnSlots.list.length >= 2);
    assert.ok(cnSlots.list.every((p) => p.categoryIds.includes(slots.id)));
  });

  test('the phone help center in full in CN and ID', async () => {
    const help = (lang: string) =>
      get<HelpArticle[]>(`/wps/system/helpCenter?device=MOBILE&lang=${lang}`);
    const [en, cn, id] = await Promise.all([help('EN'), help('CN'), help('ID')]);
    assert.equal(cn.length, en.length);
    assert.equal(id.length, en.length);
    assert.equal(cn.at(-1)!.title, '联系我们');
    assert.equal(id.at(-1)!.title, 'Hubungi kami');
  });

  test('the status names the app description in CN and ID beside the English one', async () => {
    const status = await get<SystemStatus>('/wps/system/status');
    assert.equal(status.info.mobileTemplate.app_desc, 'Play anywhere with the Lobby app');
    assert.deepEqual(status.info.appDescTranslations, {
      CN: '随时随地畅玩 Lobby 应用',
      ID: 'Main di mana saja dengan aplikasi Lobby',
    });
  });
});
