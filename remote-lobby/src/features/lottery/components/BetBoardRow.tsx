import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  markSixColour,
  markSixZodiac,
  type BoardRow,
  type FamilyCode,
} from '@lobby/platform-api/lottery-rules';
import { QUICK_PICKS, quickPick, type QuickPick } from '../utils/quick-picks';
import { rowKey, valueText } from '../utils/selection-text';

/** Rows longer than this (3 càng, lô 3/4 số: 1,000 and 10,000 numbers) are typed, not tapped. */
export const LONGEST_GRID = 100;

export interface BetBoardRowProps {
  index: number;
  row: BoardRow;
  family: FamilyCode;
  /** Mark Six: the lunar year of the draw on sale, whose animals label the balls (null: none). */
  zodiacYear?: number | null;
  selected: ReadonlySet<string>;
  /** Replaces the row's chosen values. */
  onChange: (index: number, values: readonly string[]) => void;
  /** A refusal to show (too many for the row). */
  onNotice: (text: string) => void;
}

/** Dice faces ⚀–⚅ beside the number (decoration; the number names the button). */
const DIE_FACES = ['\u2680', '\u2681', '\u2682', '\u2683', '\u2684', '\u2685'];

const isNumeric = (values: readonly string[]) => values.every((value) => /^\d+$/.test(value));

/** One labelled row of the board: toggle buttons (aria-pressed) and its quick picks. */
export const BetBoardRow = memo(function BetBoardRow({
  index,
  row,
  family,
  zodiacYear = null,
  selected,
  onChange,
  onNotice,
}: BetBoardRowProps) {
  const { t } = useTranslation('lottery');
  const labelId = useId();
  const label = t(rowKey(row.label));
  const numeric = isNumeric(row.values);
  const tooLong = row.values.length > LONGEST_GRID;

  const refuse = () => onNotice(t('play.rowFull', { row: label, max: row.max }));
  const toggle = (value: string) => {
    if (selected.has(value)) {
      onChange(
        index,
        [...selected].filter((v) => v !== value),
      );
    } else if (selected.size >= row.max) {
      refuse();
    } else {
      onChange(index, [...selected, value]);
    }
  };
  const pick = (kind: QuickPick) => {
    const values = quickPick(row, kind);
    if (values.length > row.max) refuse();
    else onChange(index, values);
  };

  const kind = !numeric
    ? 'option'
    : family === 'MARKSIX'
      ? 'ball'
      : family === 'FAST3' && row.values.length === 6
        ? 'die'
        : family === 'PK10' && row.values.length === 10
          ? 'car'
          : 'num';

  return (
    <fieldset className="lp-row" aria-labelledby={labelId}>
      <legend id={labelId} className="lp-row__label">
        {label}
        {row.max < row.values.length && row.max === row.min ? (
          <span className="lp-row__hint"> {t('play.pickExactly', { count: row.max })}</span>
        ) : null}
      </legend>
      {tooLong ? (
        <div className="lp-row__chosen">
          <span>{t('play.chosenCount', { count: selected.size })}</span>
          {[...selected].map((value) => (
            <button
              key={value}
              type="button"
              className="lp-chip"
              aria-label={t('play.removeValue', { value })}
              onClick={() => toggle(value)}
            >
              {value} ×
            </button>
          ))}
        </div>
      ) : (
        <div className={`lp-row__values lp-row__values--${kind}`}>
          {row.values.map((value) => {
            const pressed = selected.has(value);
            if (kind === 'ball') {
              const n = Number(value);
              const colour = t(`option.${markSixColour(n)}`);
              const zodiac =
                zodiacYear === null ? null : t(`option.${markSixZodiac(n, zodiacYear)}`);
              return (
                <button
                  key={value}
                  type="button"
                  className={`lp-value lp-value--ball lp-ball--${markSixColour(n).toLowerCase()}`}
                  aria-pressed={pressed}
                  aria-label={
                    zodiac === null
                      ? t('play.markSixBallNoZodiac', { number: value, colour })
                      : t('play.markSixBall', { number: value, colour, zodiac })
                  }
                  onClick={() => toggle(value)}
                >
                  <span className="lp-value__ball">{value}</span>
                  {zodiac === null ? null : (
                    <span className="lp-value__zodiac" aria-hidden="true">
                      {zodiac}
                    </span>
                  )}
                </button>
              );
            }
            return (
              <button
                key={value}
                type="button"
                className={`lp-value lp-value--${kind}${kind === 'car' ? ` lp-car--${value}` : ''}`}
                aria-pressed={pressed}
                onClick={() => toggle(value)}
              >
                {kind === 'die' ? (
                  <span className="lp-value__pips" aria-hidden="true">
                    {DIE_FACES[Number(value) - 1]}
                  </span>
                ) : null}
                {valueText(t, value)}
              </button>
            );
          })}
        </div>
      )}
      {row.quickPicks && !tooLong ? (
        <div
          className="lp-row__quick"
          role="group"
          aria-label={t('play.quickLabel', { row: label })}
        >
          {QUICK_PICKS.map((kindOfPick) => (
            <button
              key={kindOfPick}
              type="button"
              className="lp-quick"
              onClick={() => pick(kindOfPick)}
            >
              {t(`play.quick.${kindOfPick}`)}
            </button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
});
