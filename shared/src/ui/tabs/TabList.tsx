import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** Stable React key of the tab. */
  key: string | number;
  label: ReactNode;
}

export interface TabListProps {
  tabs: readonly TabItem[];
  selected: number;
  onSelect: (index: number) => void;
  /** The accessible name of the list of tabs. */
  label: string;
  /** Vertical lists (a side menu) also move with ArrowUp and ArrowDown. */
  orientation?: 'horizontal' | 'vertical';
  /** The BEM block of the classes: `block`, `block__tabs`, `block__tab`, `block__panel`. */
  className?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

const HORIZONTAL_STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
const VERTICAL_STEP: Record<string, number> = { ...HORIZONTAL_STEP, ArrowDown: 1, ArrowUp: -1 };

/**
 * Tabs after the WAI-ARIA tabs pattern: role tablist/tab/tabpanel, aria-selected and
 * aria-controls, one tab in the tab order (roving tabindex); arrow keys (wrapping), Home and End
 * move the focus and select at once. Left and right work in a vertical list too (phone keyboards).
 */
export function TabList({
  tabs,
  selected,
  onSelect,
  label,
  orientation = 'horizontal',
  className = 'lb-tabs',
  children,
}: TabListProps) {
  const baseId = useId();
  const tabElements = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const steps = orientation === 'vertical' ? VERTICAL_STEP : HORIZONTAL_STEP;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = tabs.length;
    let next: number;
    if (event.key in steps) next = (selected + steps[event.key]! + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else return;
    event.preventDefault();
    onSelect(next);
    tabElements.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div
        className={`${className}__tabs`}
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        onKeyDown={move}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabElements.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            className={`${className}__tab`}
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={panelId}
        className={`${className}__panel`}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
