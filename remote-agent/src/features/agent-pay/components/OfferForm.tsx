import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '@lobby/platform-api/contract';
import { toast, apiErrorText } from '@lobby/shared';
import { errorPath } from '@lobby/shared/field-errors';
import { offerContract } from '../api/agent-pay-api';
import { EMPTY_TIER, tiersFromDraft, type TierDraft } from '../utils/offer-draft';
import { useAmountLabel } from './TierTable';

const MAX_TIERS = 20;

/**
 * A new offer of one kind to a direct sub-agent: its tiers (and a dividend's period). The
 * server checks it lies within the agent's own contract and names the tier that does not.
 */
export function OfferForm({
  agentId,
  kind,
  own,
  onOffered,
  onCancel,
}: {
  agentId: number;
  kind: ContractKind;
  /** The agent's own contract of the kind: what it can pass on at most. */
  own: Contract;
  onOffered: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agentpay');
  const amountLabel = useAmountLabel(kind);
  const [tiers, setTiers] = useState<TierDraft[]>([{ ...EMPTY_TIER }]);
  const [period, setPeriod] = useState<Contract['period']>(own.period);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setTier = (index: number, key: keyof TierDraft, value: string) =>
    setTiers(tiers.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = tiersFromDraft(kind, tiers);
    if ('invalid' in parsed) {
      setInvalid(parsed.invalid);
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      await offerContract({
        agentId,
        kind,
        tiers: parsed.tiers,
        ...(kind === 'DIVIDEND' ? { period } : {}),
      });
      toast.success(t('offers.sent'));
      onOffered();
    } catch (error) {
      setInvalid(errorPath(error)?.replace('tiers.', '') ?? null);
      toast.error(apiErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  const field = (index: number, key: keyof TierDraft, label: string) => {
    const wrong = invalid === `${index}.${key}`;
    return (
      <label className="agentpay-field">
        <span className="agentpay-field__label">{label}</span>
        <input
          className="agentpay-field__input"
          inputMode={key === 'minActive' ? 'numeric' : 'decimal'}
          value={tiers[index]![key]}
          aria-invalid={wrong}
          onChange={(event) => setTier(index, key, event.target.value)}
        />
        {wrong ? (
          <span className="agentpay-field__error" role="alert">
            {t('offers.invalid')}
          </span>
        ) : null}
      </label>
    );
  };
  return (
    <form className="agentpay-offer-form" onSubmit={(event) => void submit(event)} noValidate>
      {kind === 'DIVIDEND' ? (
        <label className="agentpay-field">
          <span className="agentpay-field__label">{t('offers.period')}</span>
          <select
            className="agentpay-field__input"
            value={period}
            onChange={(event) => setPeriod(event.target.value as Contract['period'])}
          >
            {(['DAY', 'WEEK', 'MONTH'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`contract.period.${value}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {tiers.map((_, index) => (
        <fieldset key={index} className="agentpay-offer-tier">
          <legend>{t('offers.tierN', { n: index + 1 })}</legend>
          {field(index, 'minAmount', amountLabel)}
          {field(index, 'minActive', t('contract.minActive'))}
          {field(index, 'pay', kind === 'DIVIDEND' ? t('offers.sharePercent') : t('contract.pay'))}
          {tiers.length > 1 ? (
            <button
              type="button"
              className="lb-btn lb-btn--ghost"
              onClick={() => setTiers(tiers.filter((__, i) => i !== index))}
            >
              {t('offers.removeTier', { n: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      <div className="agentpay__actions">
        {tiers.length < MAX_TIERS ? (
          <button
            type="button"
            className="lb-btn lb-btn--soft"
            onClick={() => setTiers([...tiers, { ...EMPTY_TIER }])}
          >
            {t('offers.addTier')}
          </button>
        ) : null}
        <button type="button" className="lb-btn lb-btn--ghost" onClick={onCancel}>
          {t('rebate.cancel')}
        </button>
        <button type="submit" className="lb-btn lb-btn--primary" disabled={busy}>
          {t('offers.send')}
        </button>
      </div>
    </form>
  );
}
