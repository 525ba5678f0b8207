import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../../paths.js';
import { answer, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { gameOf } from '../games/test-helpers.js';
import { htmlLang, PAGE_TEXT, pageLanguage, pageText, type PageLanguage } from './page-text.js';
import { limitWords } from './limit-words.js';

// The site's languages are the folders of locales/ (EN, CN, TW, TH, VI, ID, KO, JA, FIL): a new
// one there without words here fails this test, as does a word missing from one language.
const SITE_LANGUAGES = fs
  .readdirSync(path.join(repoRoot, 'locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]{2,3}$/.test(entry.name))
  .map((entry) => entry.name);
const WORDS = Object.keys(PAGE_TEXT.EN) as (keyof typeof PAGE_TEXT.EN)[];
const REFUSALS = ['limitReached', 'realityCheck', 'excluded', 'expired'] as const;

describe('game page words', () => {
  test('the site has its nine languages', () => {
    assert.deepEqual([...SITE_LANGUAGES].sort(), [
      'CN',
      'EN',
      'FIL',
      'ID',
      'JA',
      'KO',
      'TH',
      'TW',
      'VI',
    ]);
  });

  for (const language of SITE_LANGUAGES) {
    test(`${language}: every word, refusals in its own language`, () => {
      assert.ok(language in PAGE_TEXT, `no game page words for ${language}`);
      assert.equal(pageLanguage(language), language);
      assert.equal(pageLanguage(language.toLowerCase()), language);
      const text = PAGE_TEXT[language as PageLanguage];
      for (const word of WORDS) {
        assert.equal(typeof text[word], 'string', `${language}.${word}`);
        assert.ok(text[word].trim().length > 0, `${language}.${word} is empty`);
      }
      if (language !== 'EN') {
        for (const word of REFUSALS) {
          assert.notEqual(text[word], PAGE_TEXT.EN[word], `${language}.${word} is English`);
        }
      }
    });
  }

  test('a limit refusal names the limit and its reset in every language, in the lobby’s words', () => {
    for (const language of SITE_LANGUAGES) {
      const words = limitWords(language);
      assert.match(words.template, /\{\{limit\}\}/, language);
      assert.match(words.template, /\{\{resetsAt\}\}/, language);
      for (const kind of ['LOSS', 'WAGER']) {
        for (const period of ['DAY', 'WEEK', 'MONTH']) {
          assert.ok(words.names[`${kind}_${period}`]?.trim(), `${language} ${kind}_${period}`);
        }
      }
    }
    assert.notEqual(limitWords('KO').names.WAGER_DAY, limitWords('EN').names.WAGER_DAY);
  });

  test('placeholders are kept in every language', () => {
    for (const language of SITE_LANGUAGES) {
      const text = PAGE_TEXT[language as PageLanguage];
      assert.match(text.win, /\{amount\}/, language);
    }
  });

  test('html lang per language; unknown codes and zh spellings', () => {
    assert.deepEqual(SITE_LANGUAGES.map((code) => htmlLang(code)).sort(), [
      'en',
      'fil',
      'id',
      'ja',
      'ko',
      'th',
      'vi',
      'zh-CN',
      'zh-TW',
    ]);
    assert.equal(pageText('zh-TW'), PAGE_TEXT.TW);
    assert.equal(pageText('zh-cn'), PAGE_TEXT.CN);
    assert.equal(pageText('DE'), PAGE_TEXT.EN);
    assert.equal(pageText(undefined), PAGE_TEXT.EN);
  });
});

describe('a served game page speaks the member’s language', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  for (const [language, lang] of [
    ['TH', 'th'],
    ['KO', 'ko'],
    ['TW', 'zh-TW'],
  ] as const) {
    test(`${language}: the slot page carries its words and refusals`, async () => {
      const token = await t.login('team08', 'member1234');
      const slot = await gameOf(t, 'LOBBY');
      const launch = await t.request({
        method: 'GET',
        url: `/wps/game/launchGame?nodeId=${slot}&language=${language}`,
        headers: bearer(token),
      });
      const { url } = answer('GET /wps/game/launchGame', launch).value;
      const page = await t.request({ method: 'GET', url });
      assert.equal(page.statusCode, 200);
      assert.ok(page.body.includes(`<html lang="${lang}"`), page.body.slice(0, 80));
      const text = PAGE_TEXT[language];
      // The boot JSON escapes nothing in these words, so they appear as written.
      for (const word of ['spin', 'limitReached', 'realityCheck', 'excluded'] as const) {
        assert.ok(page.body.includes(text[word]), `${language}.${word} in the page`);
      }
      assert.ok(page.body.includes(limitWords(language).names.WAGER_DAY!), 'limit names');
    });
  }
});
