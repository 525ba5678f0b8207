import type { TFunction } from 'i18next';
import type { Play } from '@lobby/platform-api/lottery-rules';

/** The i18n key of a board row's label ("lottery.row.position1" → "row.position1"). */
export const rowKey = (label: string) => label.replace(/^lottery\./, '');

/** The i18n key of a play's name: its code's last part ("LOTTO5D.FRONT3.GROUP6" → GROUP6). */
export const playNameKey = (code: string) => `playName.${code.split('.').pop() ?? code}`;

/**
 * A play as a player reads it anywhere on the page: its tab and its name ("Front 3 · Group 6"),
 * from its code "<FAMILY>.<GROUP>.<PLAY>"; the name alone repeats across tabs.
 */
export function playLabel(t: TFunction, code: string): string {
  const [, group, name] = code.split('.');
  if (!group || !name) return code;
  return `${t(`group.${group}`, { ns: 'lottery' })} · ${t(playNameKey(code), { ns: 'lottery' })}`;
}

/** A value as shown: numbers as they are, option codes translated. */
export const valueText = (t: TFunction, value: string) =>
  /^\d+$/.test(value) ? value : t(`option.${value}`);

/** "1st: 1 2 | 2nd: 3" for a slip line's balls. */
export function selectionText(t: TFunction, play: Play, balls: string): string {
  return balls
    .split('|')
    .map((part, r) => {
      if (part === '') return null;
      const values = part.split(',').map((value) => valueText(t, value));
      const label = play.board.rows.length > 1 ? `${t(rowKey(play.board.rows[r]!.label))}: ` : '';
      return `${label}${values.join(' ')}`;
    })
    .filter((text) => text !== null)
    .join(' | ');
}
