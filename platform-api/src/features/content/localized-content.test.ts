import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AnnouncementGroups } from '../../contract/content.js';
import {
  announcements as announcementRows,
  helpArticles,
  promotions as promotionRows,
} from '../../db/schema/index.js';
import {
  answer,
  createTestApp,
  type AnswerEnvelope,
  type JsonEndpointKey,
  type TestApp,
} from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

/** The answer of the table's GET `key` with `query`, checked by its schema. */
const get = async <K extends JsonEndpointKey>(
  key: K,
  query = '',
): Promise<AnswerEnvelope<K>['value']> =>
  answer(key, await t.request({ method: 'GET', url: `${key.slice('GET '.length)}${query}` })).value;
const announcements = (query: string) => get('GET /wps/announcements', query);
const help = (lang: string) => get('GET /wps/system/helpCenter', `?device=MOBILE&lang=${lang}`);

/** The eight languages besides English, each with words of its own the seed must show. */
const LOCAL = {
  CN: { maintenance: '系统维护通知', welcome: '首存奖金 100%', contact: '联系我们' },
  TW: { maintenance: '系統維護通知', welcome: '首存獎金 100%', contact: '聯絡我們' },
  ID: {
    maintenance: 'Pemberitahuan pemeliharaan terjadwal',
    welcome: 'Bonus Sambutan 100%',
    contact: 'Hubungi kami',
  },
  TH: {
    maintenance: 'ประกาศปิดปรับปรุงระบบตามกำหนด',
    welcome: 'โบนัสต้อนรับ 100%',
    contact: 'ติดต่อเรา',
  },
  VI: {
    maintenance: 'Thông báo bảo trì định kỳ',
    welcome: 'Thưởng chào mừng 100%',
    contact: 'Liên hệ với chúng tôi',
  },
  KO: { maintenance: '정기 점검 안내', welcome: '웰컴 보너스 100%', contact: '문의하기' },
  JA: {
    maintenance: '定期メンテナンスのお知らせ',
    welcome: 'ウェルカムボーナス 100%',
    contact: 'お問い合わせ',
  },
  FIL: {
    maintenance: 'Abiso ng nakatakdang maintenance',
    welcome: 'Pambungad na Bonus 100%',
    contact: 'Makipag-ugnayan sa amin',
  },
} as const;
const LANGUAGES = Object.keys(LOCAL) as (keyof typeof LOCAL)[];

describe('content in the member language, English where none is written', () => {
  test('announcements of every type in each of the nine languages, with the English ids', async () => {
    const types = '?types=A,PL,B,PU,PR';
    const en = await announcements(types);
    assert.ok(en.hot.some((a) => a.title === 'Scheduled maintenance notice'));
    const seen = new Map<string, string>();
    for (const language of LANGUAGES) {
      // the language code as the app sends it, in either case
      const local = await announcements(`${types}&language=${language.toLowerCase()}`);
      assert.ok(
        local.hot.some((a) => a.title === LOCAL[language].maintenance),
        `${language}: ${local.hot.map((a) => a.title).join(', ')}`,
      );
      for (const group of Object.keys(en) as Array<keyof AnnouncementGroups>) {
        // the same announcements in the same order (read marks and ?index= links hold)
        assert.deepEqual(
          local[group].map((a) => a.id),
          en[group].map((a) => a.id),
          `${language} ${group}`,
        );
        // every seeded item is written in the language: none is left in English
        for (const [index, item] of local[group].entries()) {
          assert.notEqual(item.title, en[group][index]!.title, `${language} ${item.title}`);
          assert.notEqual(item.content, en[group][index]!.content, `${language} ${item.title}`);
          // and none is another language's copy
          const key = `${group} ${index} ${item.title}`;
          assert.equal(seen.get(key), undefined, `${language} repeats ${seen.get(key)}: ${key}`);
          seen.set(key, language);
        }
      }
    }
    const cn = await announcements(`${types}&language=CN`);
    assert.match(cn.popup[0]!.content, /欢迎/);
  });

  test('only what an operator wrote in one language falls back to English', async () => {
    const [own] = await t.database.db
      .insert(announcementRows)
      .values({
        type: 'A',
        title: 'Operator note in English only',
        content: '<p>Written by the operator in English.</p>',
        startDate: '2024-01-01',
        noExpiry: true,
        sortOrder: 99,
      })
      .returning({ id: announcementRows.id });
    const en = await announcements('?types=A');
    const fil = await announcements('?types=A&language=FIL');
    const ownInFil = fil.hot.find((a) => a.id === own!.id)!;
    assert.equal(ownInFil.title, 'Operator note in English only');
    assert.equal(ownInFil.content, '<p>Written by the operator in English.</p>');
    // beside it the seeded announcements are in Filipino
    assert.ok(fil.hot.some((a) => a.title === LOCAL.FIL.maintenance));
    assert.ok(!fil.hot.some((a) => a.title === 'Scheduled maintenance notice'));
    assert.deepEqual(await announcements('?types=A&language=EN'), en);
    // a language the platform does not have gets the English rows
    assert.deepEqual(await announcements('?types=A&language=DE'), en);
  });

  test('promotions and their categories in each of the nine languages', async () => {
    const en = await get('GET /wps/promotions');
    assert.ok(en.categories.some((c) => c.name === 'New Member'));
    for (const language of LANGUAGES) {
      const local = await get('GET /wps/promotions', `?language=${language}`);
      assert.ok(
        local.list.some((p) => p.title === LOCAL[language].welcome),
        `${language}: ${local.list.map((p) => p.title).join(', ')}`,
      );
      assert.deepEqual(
        local.list.map((p) => p.id),
        en.list.map((p) => p.id),
      );
      for (const [index, promotion] of local.list.entries()) {
        const english = en.list[index]!;
        assert.notEqual(promotion.title, english.title, `${language} ${promotion.title}`);
        // the terms are in the language too, with the English figures
        assert.doesNotMatch(promotion.content, /Valid for all members|Terms:/, language);
        // (a decimal comma where the language writes one: Indonesian "1,2%")
        const figures = (html: string) =>
          (html.match(/￥[0-9,]+(?:\.[0-9]+)?|[0-9]+(?:[.,][0-9]+)?%/g) ?? []).map((figure) =>
            figure.endsWith('%') ? figure.replace(',', '.') : figure,
          );
        assert.deepEqual(
          figures(promotion.content).sort(),
          figures(english.content).sort(),
          `${language} ${promotion.title}`,
        );
      }
      // every category but the VIP programme's name is the language's own word
      const names = local.categories.map((c) => c.name);
      assert.deepEqual(
        names.filter((name, i) => name === en.categories[i]!.name),
        ['VIP'],
        language,
      );
    }
    const cn = await get('GET /wps/promotions', '?language=CN');
    assert.ok(cn.categories.some((c) => c.name === '新会员'));
    assert.ok(cn.list.some((p) => p.title === '首存奖金 100%' && /适用于所有会员/.test(p.content)));
    // a promotion an operator adds in English only stays English in every language
    await t.database.db.insert(promotionRows).values({
      title: 'Operator promotion',
      content: '<p>English only.</p>',
      startDate: '2024-01-01',
      noExpiry: true,
      categoryIds: [],
      sortOrder: 99,
    });
    const ko = await get('GET /wps/promotions', '?language=KO');
    assert.equal(
      ko.list.find((p) => p.content === '<p>English only.</p>')?.title,
      'Operator promotion',
    );
    // a category filter works the same in every language
    const slots = en.categories.find((c) => c.name === 'Slots')!;
    const cnSlots = await get('GET /wps/promotions', `?categoryId=${slots.id}&language=CN`);
    assert.ok(cnSlots.list.length >= 2);
    assert.ok(cnSlots.list.every((p) => p.categoryIds.includes(slots.id)));
  });

  test('the phone help center in full in each of the nine languages', async () => {
    const en = await help('EN');
    const titles = new Set(en.map((a) => a.title));
    for (const language of LANGUAGES) {
      const local = await help(language);
      assert.equal(local.length, en.length, language);
      assert.equal(local.at(-1)!.title, LOCAL[language].contact, language);
      for (const article of local) {
        assert.ok(!titles.has(article.title), `${language}: ${article.title}`);
        titles.add(article.title);
      }
    }
  });

  test('a language an operator wrote no help articles in is shown the English ones', async () => {
    const en = await help('EN');
    assert.deepEqual(await help('DE'), en);
    await t.database.db
      .insert(helpArticles)
      .values({ device: 'MOBILE', language: 'DE', title: 'Kontakt', content: '<p>Hallo</p>' });
    assert.deepEqual(
      (await help('DE')).map((a) => a.title),
      ['Kontakt'],
    );
  });

  test('the status names the app description in the eight languages beside the English one', async () => {
    const status = await get('GET /wps/system/status');
    assert.equal(status.info.mobileTemplate.app_desc, 'Play anywhere with the Lobby app');
    assert.deepEqual(status.info.appDescTranslations, {
      CN: '随时随地畅玩 Lobby 应用',
      FIL: 'Maglaro kahit saan gamit ang Lobby app',
      ID: 'Main di mana saja dengan aplikasi Lobby',
      JA: 'Lobby アプリでどこでもプレイ',
      KO: 'Lobby 앱으로 어디서나 즐기세요',
      TH: 'เล่นได้ทุกที่ด้วยแอป Lobby',
      TW: '隨時隨地暢玩 Lobby 應用程式',
      VI: 'Chơi mọi lúc mọi nơi với ứng dụng Lobby',
    });
  });
});
