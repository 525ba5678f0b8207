import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, Modal } from '@lobby/shared';
import type { BetRecordItem } from '@lobby/platform-api/contract';
import { categoryLabel } from '../utils/category-label';
import { formatDateTime } from '../utils/format';
import { BetResult } from './BetRow';

/**
 * Every field of one bet in a bottom sheet. The shared Modal moves the focus in and gives it
 * back to the row that opened it on close (Escape, the backdrop or Close).
 */
export function BetDetailSheet({
  bet,
  symbol,
  onClose,
}: {
  bet: BetRecordItem | null;
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('records');
  if (!bet) return null;
  const item = bet;
  const fields: Array<[string, ReactNode]> = [
    [t('bets.roundId'), <span className="records-detail__code">{item.roundId}</span>],
    [t('bets.game'), item.gameName],
    [t('bets.vendor'), item.vendor],
    [t('bets.category'), categoryLabel(t, item.category)],
    [t('bets.status'), t(`status.${item.status}`)],
    [t('bets.stake'), formatMoney(item.stake, symbol)],
    [t('bets.payout'), formatMoney(item.payout, symbol)],
    [t('bets.winLoss'), <BetResult item={item} />],
    [t('bets.placedAt'), formatDateTime(item.placedAt)],
    [t('bets.settledAt'), item.settledAt ? formatDateTime(item.settledAt) : '—'],
  ];
  return (
    <Modal open onClose={onClose} placement="sheet" title={t('bets.detailTitle')}>
      <dl className="records-detail">
        {fields.map(([label, value]) => (
          <div key={label} className="records-detail__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
