import { useTranslation } from 'react-i18next';
import { TabList } from '@lobby/shared';
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
    <TabList
      tabs={tabs.map((tab) => ({ key: tab, label: t(`list.tab.${tab}`) }))}
      selected={selected === null ? -1 : tabs.indexOf(selected)}
      onSelect={(index) => onSelect(tabs[index]!)}
      label={t('list.tabsLabel')}
      className="gl-tabs"
    />
  );
}
