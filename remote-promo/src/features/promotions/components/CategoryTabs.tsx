import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCategory } from '@lobby/platform-api/contract';

interface CategoryTabsProps {
  categories: PromotionCategory[];
  selectedId: number;
  onSelect: (id: number) => void;
  panelId: string;
}

export function CategoryTabs({ categories, selectedId, onSelect, panelId }: CategoryTabsProps) {
  const { t } = useTranslation('promo');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function moveFocus(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + categories.length) % categories.length;
    const category = categories[next];
    if (!category) return;
    onSelect(category.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="promo-tabs" role="tablist" aria-label={t('categories')}>
      {categories.map((category, index) => {
        const selected = category.id === selectedId;
        return (
          <button
            key={category.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`promo-tab-${category.id}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="promo-tabs__tab"
            onClick={() => onSelect(category.id)}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            {category.name}
          </button>
        );
      })}
    </div>
  );
}
