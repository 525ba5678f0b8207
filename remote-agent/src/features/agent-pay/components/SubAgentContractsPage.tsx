import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Contract, ContractKind } from '@lobby/platform-api/contract';
import { formatDateTime, toast, useRequest, apiErrorText } from '@lobby/shared';
import { fetchContracts, fetchSubAgentContracts, withdrawOffer } from '../api/agent-pay-api';
import { LoadState } from './LoadState';
import { OfferForm } from './OfferForm';
import { PayScreen } from './PayScreen';
import { TierTable } from './TierTable';

const KINDS: readonly ContractKind[] = ['SALARY', 'DIVIDEND', 'HOURLY'];
const KIND_TITLES: Record<ContractKind, string> = {
  SALARY: 'pages.salaryContract',
  DIVIDEND: 'pages.dividendContract',
  HOURLY: 'pages.hourContract',
};

/** The sub-agent's contracts and the agent's own of each kind (the limit of an offer). */
async function loadOffers(agentId: number) {
  const [sub, ...own] = await Promise.all([
    fetchSubAgentContracts(agentId),
    ...KINDS.map((kind) => fetchContracts(kind)),
  ]);
  return { sub, own: Object.fromEntries(KINDS.map((kind, i) => [kind, own[i]!.active])) };
}

/**
 * /m/member/agent/offers/:agentId: the upline's salary, dividend and hourly offers to a direct
 * sub-agent — what is in force, what waits (with Withdraw), a new offer within its own contract,
 * and the offers already declined or withdrawn.
 */
export function SubAgentContractsPage() {
  const { t } = useTranslation('agentpay');
  const agentId = Number(useParams().agentId);
  const data = useRequest(() => loadOffers(agentId), `offers-${agentId}`);
  const name = data.state.status === 'success' ? data.state.data.sub.agent.username : '';
  return (
    <PayScreen title={name ? t('offers.titleOf', { name }) : t('offers.title')}>
      <LoadState state={data.state} onRetry={data.reload}>
        {({ sub, own }) => (
          <>
            {KINDS.map((kind) => (
              <KindSection
                key={kind}
                kind={kind}
                agentId={sub.agent.id}
                own={own[kind] ?? null}
                contracts={sub.contracts.filter((row) => row.kind === kind)}
                onChanged={data.reload}
              />
            ))}
          </>
        )}
      </LoadState>
    </PayScreen>
  );
}

function KindSection({
  kind,
  agentId,
  own,
  contracts,
  onChanged,
}: {
  kind: ContractKind;
  agentId: number;
  own: Contract | null;
  contracts: Contract[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('agentpay');
  const [offering, setOffering] = useState(false);
  const active = contracts.find((row) => row.status === 'ACTIVE') ?? null;
  const open = contracts.find((row) => row.status === 'OFFERED') ?? null;
  const decided = contracts.filter((row) => row.status === 'DECLINED' || row.status === 'ENDED');
  const headingId = `offers-${kind}`;
  return (
    <section className="agentpay-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="agentpay-card__title">
        {t(KIND_TITLES[kind])}
      </h2>
      {active ? (
        <TierTable
          kind={kind}
          tiers={active.tiers}
          caption={`${t('contract.active')} · ${t(`contract.period.${active.period}`)}`}
        />
      ) : (
        <p className="agentpay__muted">{t('contract.none')}</p>
      )}
      {open ? <OpenOffer offer={open} onWithdrawn={onChanged} /> : null}
      {!own ? (
        <p className="agentpay__muted">{t('offers.nothingToPass')}</p>
      ) : offering ? (
        <>
          <TierTable
            kind={kind}
            tiers={own.tiers}
            caption={`${t('offers.ownLimit')} · ${t(`contract.period.${own.period}`)}`}
          />
          <OfferForm
            agentId={agentId}
            kind={kind}
            own={own}
            onCancel={() => setOffering(false)}
            onOffered={() => {
              setOffering(false);
              onChanged();
            }}
          />
        </>
      ) : (
        <div className="agentpay__actions">
          <button type="button" className="lb-btn lb-btn--soft" onClick={() => setOffering(true)}>
            {open ? t('offers.replace') : t('offers.make')}
          </button>
        </div>
      )}
      {decided.length > 0 ? (
        <ul className="agentpay-decided" aria-label={t('offers.decided')}>
          {decided.map((row) => (
            <li key={row.id} className="agentpay__muted">
              {t(`offers.status.${row.status}`)} ·{' '}
              {row.decidedAt ? formatDateTime(row.decidedAt) : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function OpenOffer({ offer, onWithdrawn }: { offer: Contract; onWithdrawn: () => void }) {
  const { t } = useTranslation('agentpay');
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawOffer(offer.id);
      toast.success(t('offers.withdrawn'));
      onWithdrawn();
    } catch (error) {
      toast.error(apiErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="agentpay-card agentpay-card--offer">
      <TierTable
        kind={offer.kind}
        tiers={offer.tiers}
        caption={`${t('offers.waiting')} · ${t(`contract.period.${offer.period}`)} · ${formatDateTime(offer.createdAt)}`}
      />
      <div className="agentpay__actions">
        <button
          type="button"
          className="lb-btn lb-btn--ghost"
          disabled={busy}
          onClick={() => void withdraw()}
        >
          {t('offers.withdraw')}
        </button>
      </div>
    </div>
  );
}
