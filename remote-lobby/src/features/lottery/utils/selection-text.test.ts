import i18next from 'i18next';
import { initTestI18n } from '@lobby/shared/testing';
import { allFamilies } from '@lobby/platform-api/lottery-rules';
import { playNameKey, rowKey } from './selection-text';

// Every group, play, row label and option of the twelve families has its words (EN here; the
// completeness check holds the other eight languages to EN's keys).
describe('lottery words', () => {
  beforeAll(() => initTestI18n(['lottery']));

  const plays = allFamilies().flatMap((family) => family.plays);

  it('covers all 128 plays', () => {
    expect(plays).toHaveLength(128);
    const missing = new Set<string>();
    const need = (key: string) => {
      if (!i18next.exists(key, { ns: 'lottery' })) missing.add(key);
    };
    for (const play of plays) {
      need(`group.${play.group}`);
      need(playNameKey(play.code));
      for (const row of play.board.rows) {
        need(rowKey(row.label));
        for (const value of row.values) if (!/^\d+$/.test(value)) need(`option.${value}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
