import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@lobby/shared';
import { playOf } from '@lobby/platform-api/lottery-rules';
import { MODE_NAME, liToUnits, slipTotals, type SlipLine } from '../utils/slip-line';
import { playLabel, selectionText } from '../utils/selection-text';

export interface BetSlipProps {
  lines: readonly SlipLine[];
  currencySymbol: string;
  onRemove: (id: number) => void;
  onClear: () => void;
}

/** The lines of the order being made, removable, with their totals. */
export const BetSlip = memo(function BetSlip({
  lines,
  currencySymbol,
  onRemove,
  onClear,
}: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const totals = slipTotals(lines);
  if (lines.length === 0) return <p className="lp-slip__empty">{t('play.slip.empty')}</p>;
  return (
    <div className="lp-slip">
      <ol className="lp-slip__lines">
        {lines.map((line, index) => {
          const play = playOf(line.playId)?.play;
          return (
            <li key={line.id} className="lp-slip__line">
              <div className="lp-slip__what">
                <span className="lp-slip__play">
                  {play ? playLabel(t, play.code) : line.playId}
                </span>
                <span className="lp-slip__balls">
                  {play ? selectionText(t, play, line.balls) : line.balls}
                </span>
                <span className="lp-slip__detail">
                  {t('play.slip.lineDetail', {
                    stakes: line.stakes,
                    mode: t(`play.mode.${MODE_NAME[line.mode] ?? 'yuan'}`),
                    multiple: line.multiple,
                  })}
                </span>
              </div>
              <span className="lp-slip__amount">
                {formatMoney(liToUnits(line.amountLi), currencySymbol)}
              </span>
              <button
                type="button"
                className="lp-slip__remove"
                aria-label={t('play.slip.remove', { n: index + 1 })}
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
          stakes: totals.stakes,
          amount: formatMoney(liToUnits(totals.amountLi), currencySymbol),
        })}
      </p>
      <button type="button" className="lb-btn lb-btn--ghost lb-btn--sm" onClick={onClear}>
        {t('play.slip.clear')}
      </button>
    </div>
  );
});
