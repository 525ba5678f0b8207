import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '@lobby/platform-api/contract';
import { formatDateTime, toast, useRequest, apiErrorText } from '@lobby/shared';
import { decideContract, fetchContracts } from '../api/agent-pay-api';
import { AcceptOfferDialog } from './AcceptOfferDialog';
import { LoadState } from './LoadState';
import { PayScreen } from './PayScreen';
import { SettlementHistory } from './SettlementHistory';
import { TierTable } from './TierTable';

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
              <ContractCard
                key={offer.id}
                contract={offer}
                active={data.active}
                onDecided={contracts.reload}
              />
            ))}
            {data.active ? (
              <ContractCard contract={data.active} active={null} onDecided={contracts.reload} />
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

function ContractCard({
  contract,
  active,
  onDecided,
}: {
  contract: Contract;
  /** The contract in force of the kind, shown beside an offer before it is accepted. */
  active: Contract | null;
  onDecided: () => void;
}) {
  const { t } = useTranslation('agentpay');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const offered = contract.status === 'OFFERED';
  const headingId = `contract-${contract.id}`;
  const decide = async (accept: boolean) => {
    setBusy(true);
    try {
      await decideContract(contract.id, accept);
      toast.success(t(accept ? 'contract.accepted' : 'contract.declined'));
      setConfirming(false);
      onDecided();
    } catch (error) {
      toast.error(apiErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };
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
      <TierTable kind={contract.kind} tiers={contract.tiers} />
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
            onClick={() => setConfirming(true)}
          >
            {t('contract.accept')}
          </button>
        </div>
      ) : null}
      {offered ? (
        <AcceptOfferDialog
          open={confirming}
          offer={contract}
          active={active}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void decide(true)}
        />
      ) : null}
    </section>
  );
}
