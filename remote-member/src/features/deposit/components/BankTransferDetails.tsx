import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@lobby/platform-api/contract';
import { formatMoney } from '@lobby/shared';
import { CopyButton } from './CopyButton';
import '@/components/wallet.css';
import '../deposit.css';

/**
 * What a member needs to make the transfer: the account, the exact amount and the order number
 * as the transfer remark, each with a copy button; an operator confirms the money's arrival.
 */
export function BankTransferDetails({
  order,
  currencySymbol,
}: {
  order: DepositOrder;
  currencySymbol: string;
}) {
  const { t } = useTranslation('wallet');
  const account = order.bankAccount;
  const rows: Array<[label: string, shown: string, copied: string | null]> = [
    ...(account
      ? ([
          [t('bank.bankName'), account.bankName, null],
          [t('bank.accountName'), account.accountName, account.accountName],
          [t('bank.accountNo'), account.accountNo, account.accountNo],
        ] as Array<[string, string, string | null]>)
      : []),
    [t('bank.amount'), formatMoney(order.amount, currencySymbol), order.amount.toFixed(2)],
    [t('bank.remark'), order.orderNo, order.orderNo],
  ];
  return (
    <section className="wallet-card wallet-bank" aria-labelledby={`bank-${order.orderNo}`}>
      <h2 className="wallet-card__title" id={`bank-${order.orderNo}`}>
        {t('bank.title')}
      </h2>
      <dl className="wallet-rows">
        {rows.map(([label, shown, copied]) => (
          <div className="wallet-rows__row" key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="wallet-rows__value">{shown}</span>
              {copied !== null ? <CopyButton value={copied} label={label} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="wallet-bank__hint">{t('bank.remarkHint')}</p>
      {order.status === 'PENDING' ? (
        <p className="wallet-waiting" role="status">
          <span className="wallet-waiting__dot" aria-hidden="true" />
          {t('bank.waiting')}
        </p>
      ) : null}
    </section>
  );
}
