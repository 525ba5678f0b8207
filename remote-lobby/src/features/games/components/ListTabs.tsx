import { useTranslation } from 'react-i18next';
import type { ListTab } from '../utils/game-type-from-route';

interface ListTabsProps {
  tabs: readonly ListTab[];
  selected: ListTab | null;
  onSelect: (tab: ListTab) => void;
}

/** All, hot (when hot games exist), recent and my collection. */
export function ListTabs({ tabs, selected, onSelect }: ListTabsProps) {
  const { t } = useTranslation('lobby');
  return (
    <div className="gl-tabs" role="tablist" aria-label={t('list.tabsLabel')}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          className="gl-tabs__tab"
          onClick={() => onSelect(tab)}
        >
          {t(`list.tab.${tab}`)}
        </button>
      ))}
    </div>
  );
}
