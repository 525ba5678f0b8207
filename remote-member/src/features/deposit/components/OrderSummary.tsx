import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@lobby/platform-api/contract';
import { formatDateTime, formatMoney } from '@lobby/shared';
import { creditLabelKey, finishedLabelKey, statusKey } from '../utils/order-status';
import { BankTransferDetails } from './BankTransferDetails';
import '@/components/wallet.css';
import '../deposit.css';

/**
 * One order in full: amounts, status, times, why it failed or is held (the member was excluded,
 * or over a deposit limit, when it was paid), paid late; a pending one says how to pay.
 */
export function OrderSummary({
  order,
  currencySymbol,
}: {
  order: DepositOrder;
  currencySymbol: string;
}) {
  const { t } = useTranslation('wallet');
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  const rows: Array<[string, string]> = [
    [t('order.no'), order.orderNo],
    [t('order.channel'), order.channelName],
    [t('order.amount'), money(order.amount)],
    [t('order.fee'), money(order.fee)],
    // Only a paid order was credited; the others say what became of the amount.
    [
      t(creditLabelKey(order.status)),
      order.status === 'PAID' || order.status === 'PENDING' || order.status === 'HELD'
        ? money(order.creditAmount)
        : money(0),
    ],
    [t('order.createdAt'), formatDateTime(order.createdAt)],
    ...(order.finishedAt
      ? ([[t(finishedLabelKey(order.status)), formatDateTime(order.finishedAt)]] as Array<
          [string, string]
        >)
      : []),
    ...(order.status === 'PENDING'
      ? ([[t('order.expiresAt'), formatDateTime(order.expiresAt)]] as Array<[string, string]>)
      : []),
    ...(order.failReason
      ? ([[t('order.failReason'), order.failReason]] as Array<[string, string]>)
      : []),
  ];
  return (
    <div className="wallet-order">
      <p className={`wallet-status wallet-status--${order.status.toLowerCase()}`}>
        {t(statusKey(order.status))}
      </p>
      {order.holdReason ? (
        <p className="wallet-note">
          {order.status === 'REFUNDED'
            ? t('order.refundedNote')
            : t(order.holdReason === 'EXCLUDED' ? 'order.heldExcluded' : 'order.heldLimit')}
        </p>
      ) : null}
      {order.paidLate && order.status === 'PAID' ? (
        <p className="wallet-note">{t('order.paidLate')}</p>
      ) : null}
      <dl className="wallet-rows">
        {rows.map(([label, value]) => (
          <div className="wallet-rows__row" key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="wallet-rows__value">{value}</span>
            </dd>
          </div>
        ))}
      </dl>
      {order.status === 'PENDING' && order.channelKind === 'BANK_TRANSFER' ? (
        <BankTransferDetails order={order} currencySymbol={currencySymbol} />
      ) : null}
      {order.status === 'PENDING' && order.payUrl ? (
        <a className="lb-btn lb-btn--primary lb-btn--lg wallet-submit" href={order.payUrl}>
          {t('order.continuePay')}
        </a>
      ) : null}
    </div>
  );
}
