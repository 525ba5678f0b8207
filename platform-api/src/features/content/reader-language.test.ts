import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readerLanguage } from './reader-language.js';

describe('the language a translated read is looked up in', () => {
  test('app codes and browser tags; English for anything else', () => {
    assert.equal(readerLanguage('VI'), 'VI');
    assert.equal(readerLanguage('vi-VN'), 'VI');
    assert.equal(readerLanguage('zh-TW'), 'TW');
    assert.equal(readerLanguage('zh_Hant'), 'TW');
    assert.equal(readerLanguage('zh-HK'), 'TW');
    assert.equal(readerLanguage('zh'), 'CN');
    assert.equal(readerLanguage('cn'), 'CN');
    assert.equal(readerLanguage('fil'), 'FIL');
    assert.equal(readerLanguage('tl-PH'), 'FIL');
    assert.equal(readerLanguage('FR'), 'EN');
    assert.equal(readerLanguage(''), 'EN');
    assert.equal(readerLanguage(undefined), 'EN');
  });
});
