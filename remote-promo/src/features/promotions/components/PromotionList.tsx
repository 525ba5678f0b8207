import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from '@lobby/shared';
import type { Promotions } from '@lobby/platform-api/contract';
import { CategoryTabs } from './CategoryTabs';
import { PromotionCard } from './PromotionCard';

const PANEL_ID = 'promo-panel';

export function PromotionList({ data }: { data: Promotions }) {
  const { t } = useTranslation('promo');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selectedId = chosenId ?? data.categories[0]?.id ?? null;
  const promotions =
    selectedId === null
      ? data.list
      : data.list.filter((promotion) => promotion.categoryIds.includes(selectedId));

  return (
    <>
      {selectedId !== null && (
        <CategoryTabs
          categories={data.categories}
          selectedId={selectedId}
          onSelect={setChosenId}
          panelId={PANEL_ID}
        />
      )}
      <section
        id={PANEL_ID}
        className="promo-panel"
        role={selectedId !== null ? 'tabpanel' : undefined}
        aria-labelledby={selectedId !== null ? `promo-tab-${selectedId}` : undefined}
        aria-label={selectedId === null ? t('title') : undefined}
      >
        {promotions.length === 0 ? (
          <NoData message={t('empty')} />
        ) : (
          <ul className="promo-list">
            {promotions.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
