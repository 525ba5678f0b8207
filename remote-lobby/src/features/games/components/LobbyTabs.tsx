import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from './CategoryIcon';

interface LobbyTabsProps {
  tabs: string[];
  selected: string;
  onSelect: (tab: string) => void;
  panelId: string;
}

export function tabId(tab: string): string {
  return `lobby-tab-${tab}`;
}

export function LobbyTabs({ tabs, selected, onSelect, panelId }: LobbyTabsProps) {
  const { t } = useTranslation('lobby');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function moveFocus(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (tab === undefined) return;
    onSelect(tab);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="lobby-tabs" role="tablist" aria-label={t('tabsLabel')}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            tabRefs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          className="lobby-tabs__tab"
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => moveFocus(event, index)}
        >
          <CategoryIcon category={tab} />
          <span className="lobby-tabs__label">{t(`category.${tab}`, { defaultValue: tab })}</span>
        </button>
      ))}
    </div>
  );
}
