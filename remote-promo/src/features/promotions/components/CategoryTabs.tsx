import { useTranslation } from 'react-i18next';
import { TabList } from '@lobby/shared';
import type { PromotionCategory } from '@lobby/platform-api/contract';

interface CategoryTabsProps {
  categories: PromotionCategory[];
  selectedId: number;
  onSelect: (id: number) => void;
  panelId: string;
}

export function CategoryTabs({ categories, selectedId, onSelect, panelId }: CategoryTabsProps) {
  const { t } = useTranslation('promo');
  return (
    <TabList
      tabs={categories.map((category) => ({ key: category.id, label: category.name }))}
      selected={categories.findIndex((category) => category.id === selectedId)}
      onSelect={(index) => onSelect(categories[index]!.id)}
      label={t('categories')}
      className="promo-tabs"
      tabIdPrefix="promo-tab"
      panelId={panelId}
    />
  );
}
