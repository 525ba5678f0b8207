import { useTranslation } from 'react-i18next';
import { TabList } from '@lobby/shared';
import { CategoryIcon } from './CategoryIcon';

interface LobbyTabsProps {
  tabs: string[];
  selected: string;
  onSelect: (tab: string) => void;
  panelId: string;
}

const TAB_ID_PREFIX = 'lobby-tab';

/** The id of a category's tab, which the lobby's panel names as its label. */
export function tabId(tab: string): string {
  return `${TAB_ID_PREFIX}-${tab}`;
}

export function LobbyTabs({ tabs, selected, onSelect, panelId }: LobbyTabsProps) {
  const { t } = useTranslation('lobby');
  return (
    <TabList
      tabs={tabs.map((tab) => ({
        key: tab,
        label: (
          <>
            <CategoryIcon category={tab} />
            <span className="lobby-tabs__label">{t(`category.${tab}`, { defaultValue: tab })}</span>
          </>
        ),
      }))}
      selected={tabs.indexOf(selected)}
      onSelect={(index) => onSelect(tabs[index]!)}
      label={t('tabsLabel')}
      className="lobby-tabs"
      tabIdPrefix={TAB_ID_PREFIX}
      panelId={panelId}
    />
  );
}
