import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '@lobby/platform-api/contract';
import { formatDateTime, formatMoney, toast, useRequest } from '@lobby/shared';
import { decideContract, fetchContracts } from '../api/agent-pay-api';
import { serverErrorText } from '../utils/server-error';
import { LoadState } from './LoadState';
import { PayScreen } from './PayScreen';
import { SettlementHistory } from './SettlementHistory';

const TITLES: Record<ContractKind, string> = {
  SALARY: 'pages.salaryContract',
  DIVIDEND: 'pages.dividendContract',
  HOURLY: 'pages.hourContract',
};

/** The salary, dividend or hourly contract: the one in force, its tiers, offers to decide. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentpay');
  const contracts = useRequest(() => fetchContracts(kind), `contracts-${kind}`);
  return (
    <PayScreen title={t(TITLES[kind])}>
      <LoadState state={contracts.state} onRetry={contracts.reload}>
        {(data) => (
          <>
            {data.offers.map((offer) => (
              <ContractCard key={offer.id} contract={offer} onDecided={contracts.reload} />
            ))}
            {data.active ? (
              <ContractCard contract={data.active} onDecided={contracts.reload} />
            ) : (
              <p className="agentpay-card agentpay__muted" role="status">
                {t('contract.none')}
              </p>
            )}
          </>
        )}
      </LoadState>
      <SettlementHistory kind={kind} />
    </PayScreen>
  );
}

function ContractCard({ contract, onDecided }: { contract: Contract; onDecided: () => void }) {
  const { t } = useTranslation('agentpay');
  const [busy, setBusy] = useState(false);
  const offered = contract.status === 'OFFERED';
  const headingId = `contract-${contract.id}`;
  const decide = async (accept: boolean) => {
    setBusy(true);
    try {
      await decideContract(contract.id, accept);
      toast.success(t(accept ? 'contract.accepted' : 'contract.declined'));
      onDecided();
    } catch (error) {
      toast.error(serverErrorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const amountLabel = {
    SALARY: t('contract.minTurnover'),
    DIVIDEND: t('contract.minLoss'),
    HOURLY: t('contract.minHourTurnover'),
  }[contract.kind];
  return (
    <section
      className={`agentpay-card${offered ? ' agentpay-card--offer' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="agentpay-card__title">
        {offered ? t('contract.offer') : t('contract.active')}
      </h2>
      <p className="agentpay__muted">
        {t('contract.offeredBy', { name: contract.offeredBy ?? t('contract.platform') })} ·{' '}
        {t(`contract.period.${contract.period}`)} · {formatDateTime(contract.createdAt)}
      </p>
      <table className="agentpay-tiers">
        <caption className="lb-visually-hidden">{t('contract.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contract.tier')}</th>
            <th scope="col">{amountLabel}</th>
            <th scope="col">{t('contract.minActive')}</th>
            <th scope="col">
              {contract.kind === 'DIVIDEND' ? t('contract.share') : t('contract.pay')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{formatMoney(tier.minAmount)}</td>
              <td>{tier.minActive}</td>
              <td>{contract.kind === 'DIVIDEND' ? `${tier.pay}%` : formatMoney(tier.pay)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {offered ? (
        <div className="agentpay__actions">
          <button
            type="button"
            className="lb-btn lb-btn--ghost"
            disabled={busy}
            onClick={() => void decide(false)}
          >
            {t('contract.decline')}
          </button>
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            disabled={busy}
            onClick={() => void decide(true)}
          >
            {t('contract.accept')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
