import { useTranslation } from 'react-i18next';
import type { Contract } from '@lobby/platform-api/contract';
import { Modal } from '@lobby/shared';
import { compareOffer } from '../utils/contract-compare';
import { TierTable } from './TierTable';

/**
 * Accepting an offer ends the contract in force of its kind: before it is sent, the agent sees
 * both side by side (tiers and period) and is told when the offer pays less at some figure.
 */
export function AcceptOfferDialog({
  open,
  offer,
  active,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  offer: Contract;
  active: Contract | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('agentpay');
  const comparison = active ? compareOffer(active, offer) : null;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('contract.confirmTitle')}
      footer={
        <div className="agentpay__actions">
          <button type="button" className="lb-btn lb-btn--ghost" onClick={onCancel}>
            {t('rebate.cancel')}
          </button>
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            disabled={busy}
            onClick={onConfirm}
          >
            {t('contract.confirmAccept')}
          </button>
        </div>
      }
    >
      {comparison === 'worse' || comparison === 'mixed' ? (
        <p className="agentpay-warning" role="alert">
          {t(comparison === 'worse' ? 'contract.worse' : 'contract.mixed')}
        </p>
      ) : null}
      {active ? (
        <TierTable
          kind={active.kind}
          tiers={active.tiers}
          caption={`${t('contract.before')} · ${t(`contract.period.${active.period}`)}`}
        />
      ) : (
        <p className="agentpay__muted">
          {t('contract.before')}: {t('contract.none')}
        </p>
      )}
      <TierTable
        kind={offer.kind}
        tiers={offer.tiers}
        caption={`${t('contract.after')} · ${t(`contract.period.${offer.period}`)}`}
      />
      <p className="agentpay__muted">{t('contract.replaces')}</p>
    </Modal>
  );
}
