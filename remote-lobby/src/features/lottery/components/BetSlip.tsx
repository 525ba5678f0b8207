import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@lobby/shared';
import { playOf } from '@lobby/platform-api/lottery-rules';
import { lineNotAtDrawsText, type LineNotAtDraws } from '../utils/line-at-draws';
import { MODE_NAME, liToUnits, slipTotals, type SlipLine } from '../utils/slip-line';
import { playLabel, selectionText } from '../utils/selection-text';

export interface BetSlipProps {
  lines: readonly SlipLine[];
  /** Lines that do not hold at the order's draws (by line id): marked, with what to do. */
  notAtDraws: ReadonlyMap<number, LineNotAtDraws>;
  currencySymbol: string;
  onRemove: (id: number) => void;
  onClear: () => void;
}

/** The lines of the order being made, removable, with their totals. */
export const BetSlip = memo(function BetSlip({
  lines,
  notAtDraws,
  currencySymbol,
  onRemove,
  onClear,
}: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const problemId = useId();
  const totals = slipTotals(lines);
  if (lines.length === 0) return <p className="lp-slip__empty">{t('play.slip.empty')}</p>;
  return (
    <div className="lp-slip">
      <ol className="lp-slip__lines">
        {lines.map((line, index) => {
          const play = playOf(line.playId)?.play;
          const problem = notAtDraws.get(line.id);
          const reasonId = `${problemId}-${line.id}`;
          return (
            <li
              key={line.id}
              className={`lp-slip__line${problem ? ' lp-slip__line--invalid' : ''}`}
            >
              <div className="lp-slip__what">
                <span className="lp-slip__play">
                  {play ? playLabel(t, play.code) : line.playId}
                </span>
                <span className="lp-slip__balls">
                  {play ? selectionText(t, play, line.balls) : line.balls}
                </span>
                <span className="lp-slip__detail">
                  {t('play.slip.lineDetail', {
                    count: line.stakes,
                    mode: t(`play.mode.${MODE_NAME[line.mode] ?? 'yuan'}`),
                    multiple: line.multiple,
                  })}
                </span>
                {problem ? (
                  <span id={reasonId} className="lp-problem lp-slip__problem" role="alert">
                    {lineNotAtDrawsText(t, problem)}
                  </span>
                ) : null}
              </div>
              <span className="lp-slip__amount">
                {formatMoney(liToUnits(line.amountLi), currencySymbol)}
              </span>
              <button
                type="button"
                className="lp-slip__remove"
                aria-label={t('play.slip.remove', { n: index + 1 })}
                aria-describedby={problem ? reasonId : undefined}
                onClick={() => onRemove(line.id)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <p className="lp-slip__total">
        {t('play.slip.total', {
          count: totals.stakes,
          amount: formatMoney(liToUnits(totals.amountLi), currencySymbol),
        })}
      </p>
      <button type="button" className="lb-btn lb-btn--ghost lb-btn--sm" onClick={onClear}>
        {t('play.slip.clear')}
      </button>
    </div>
  );
});
