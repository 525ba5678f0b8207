import { useTranslation } from 'react-i18next';
import type { Contract } from '@lobby/platform-api/contract';
import { formatMoney } from '@lobby/shared';

/** The column heading of a contract kind's team figure. */
export function useAmountLabel(kind: Contract['kind']): string {
  const { t } = useTranslation('agentpay');
  return {
    SALARY: t('contract.minTurnover'),
    DIVIDEND: t('contract.minLoss'),
    HOURLY: t('contract.minHourTurnover'),
  }[kind];
}

/** A contract's tiers as a table: team figure from, active members from, pay (or share). */
export function TierTable({
  kind,
  tiers,
  caption,
}: {
  kind: Contract['kind'];
  tiers: Contract['tiers'];
  caption?: string;
}) {
  const { t } = useTranslation('agentpay');
  const amountLabel = useAmountLabel(kind);
  return (
    <table className="agentpay-tiers">
      <caption className={caption ? 'agentpay-tiers__caption' : 'lb-visually-hidden'}>
        {caption ?? t('contract.tiers')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('contract.tier')}</th>
          <th scope="col">{amountLabel}</th>
          <th scope="col">{t('contract.minActive')}</th>
          <th scope="col">{kind === 'DIVIDEND' ? t('contract.share') : t('contract.pay')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            <td>{formatMoney(tier.minAmount)}</td>
            <td>{tier.minActive}</td>
            <td>{kind === 'DIVIDEND' ? `${tier.pay}%` : formatMoney(tier.pay)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
