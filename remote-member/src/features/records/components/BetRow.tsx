import { useTranslation } from 'react-i18next';
import { formatMoney } from '@lobby/shared';
import type { BetRecordItem } from '@lobby/platform-api/contract';
import { categoryLabel } from '../utils/category-label';
import { formatDateTime } from '../utils/format';
import { SignedAmount } from './Amounts';

/** One bet: game, vendor and category, stake and payout, its result; opens the detail sheet. */
export function BetRow({ item, onOpen }: { item: BetRecordItem; onOpen: () => void }) {
  const { t } = useTranslation('records');
  return (
    <li>
      <button
        type="button"
        className="records-row records-row--button"
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <span className="records-row__line">
          <span className="records-row__title">{item.gameName}</span>
          <BetResult item={item} />
        </span>
        <span className="records-row__line records-row__meta">
          <span className="records-row__source">
            {item.vendor} · {categoryLabel(t, item.category)}
          </span>
          <span className={`records-status records-status--${item.status.toLowerCase()}`}>
            {t(`status.${item.status}`)}
          </span>
        </span>
        <span className="records-row__line records-row__meta">
          <span>
            {t('bets.stake')} {formatMoney(item.stake)} · {t('bets.payout')}{' '}
            {formatMoney(item.payout)}
          </span>
          <time dateTime={item.placedAt}>{formatDateTime(item.placedAt)}</time>
        </span>
      </button>
    </li>
  );
}

/** Win or loss of a settled bet (signed, with the word); an open or cancelled bet has none. */
export function BetResult({ item }: { item: BetRecordItem }) {
  const { t } = useTranslation('records');
  // The status badge beside it says why there is none.
  if (item.status !== 'SETTLED') {
    return (
      <span className="records-amount records-amount--zero" aria-hidden="true">
        —
      </span>
    );
  }
  const caption =
    item.winLoss > 0 ? t('bets.win') : item.winLoss < 0 ? t('bets.loss') : t('bets.even');
  return <SignedAmount amount={item.winLoss} caption={caption} />;
}
