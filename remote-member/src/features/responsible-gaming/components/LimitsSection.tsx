import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgState } from '@lobby/platform-api/contract';
import { TabList } from '@lobby/shared';
import { LIMIT_KINDS } from '../utils/choices';
import { LimitRow } from './LimitRow';

/** Deposit, loss and wager limits, a tab each, with their day, week and month. */
export function LimitsSection({
  state,
  currencySymbol,
  onSaved,
}: {
  state: RgState;
  currencySymbol: string;
  onSaved: (state: RgState) => void;
}) {
  const { t } = useTranslation('responsible');
  const [tab, setTab] = useState(0);
  const kind = LIMIT_KINDS[tab]!;
  const limits = state.limits.filter((limit) => limit.kind === kind);
  const none = limits.every((limit) => limit.amount === null && limit.pending === null);
  return (
    <section className="rg-card" aria-labelledby="rg-limits-title">
      <h2 id="rg-limits-title" className="rg-card__title">
        {t('limits.title')}
      </h2>
      <p className="rg-card__lead">{t('limits.lead')}</p>
      <TabList
        tabs={LIMIT_KINDS.map((key) => ({ key, label: t(`kinds.${key}`) }))}
        selected={tab}
        onSelect={setTab}
        label={t('limits.title')}
        className="rg-tabs"
      >
        <p className="rg-card__hint">{t(`kindHints.${kind}`)}</p>
        {none ? <p className="rg-empty">{t('limits.empty')}</p> : null}
        {limits.map((limit) => (
          <LimitRow
            key={`${limit.kind}-${limit.period}`}
            limit={limit}
            currencySymbol={currencySymbol}
            onSaved={onSaved}
          />
        ))}
      </TabList>
    </section>
  );
}
