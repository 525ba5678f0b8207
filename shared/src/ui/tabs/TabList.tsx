import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';

export interface TabItem {
  /** Stable React key of the tab. */
  key: string | number;
  label: ReactNode;
}

export interface TabListProps {
  tabs: readonly TabItem[];
  /** Index of the selected tab; -1 when none is (the first tab then takes the focus). */
  selected: number;
  onSelect: (index: number) => void;
  /** The accessible name of the list of tabs. */
  label: string;
  /** Vertical lists (a side menu) also move with ArrowUp and ArrowDown. */
  orientation?: 'horizontal' | 'vertical';
  /**
   * The BEM block of the classes: `block`, `block__tabs`, `block__tab`, `block__panel`; a bar
   * without `children` is the tablist itself (`block`) and its tabs (`block__tab`).
   */
  className?: string;
  /** Tab ids become `<prefix>-<key>`, so a panel drawn elsewhere can name its tab. */
  tabIdPrefix?: string;
  /**
   * The selected tab's panel. Without it only the bar is drawn (tabs in a header above a list
   * the screen renders elsewhere): give `panelId`, the id of that panel, for aria-controls.
   */
  children?: ReactNode;
  panelId?: string;
  /**
   * `automatic` (default): arrow keys select as they move. `manual`: arrow keys only move the
   * focus and Enter or Space selects, for tabs whose choice is slow or leaves the page (a
   * vendor strip that loads games or opens the favourites).
   */
  activation?: 'automatic' | 'manual';
  /** The tablist element, for a caller that scrolls it (a strip with prev/next arrows). */
  listRef?: Ref<HTMLDivElement>;
}

const HORIZONTAL_STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
const VERTICAL_STEP: Record<string, number> = { ...HORIZONTAL_STEP, ArrowDown: 1, ArrowUp: -1 };

/**
 * Tabs after the WAI-ARIA tabs pattern: role tablist/tab/tabpanel, aria-selected and
 * aria-controls, one tab in the tab order (roving tabindex); arrow keys (wrapping), Home and End
 * move the focus and select at once (or only move it, `activation="manual"`). Left and right work
 * in a vertical list too (phone keyboards).
 */
export function TabList({
  tabs,
  selected,
  onSelect,
  label,
  orientation = 'horizontal',
  className = 'lb-tabs',
  tabIdPrefix,
  children,
  panelId: ownPanelId,
  activation = 'automatic',
  listRef,
}: TabListProps) {
  const baseId = useId();
  const tabElements = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) =>
    tabIdPrefix ? `${tabIdPrefix}-${tabs[index]?.key}` : `${baseId}-tab-${index}`;
  // With nothing selected yet, the first tab is the one in the tab order.
  const focusable = Math.max(selected, 0);
  const panelId = ownPanelId ?? `${baseId}-panel`;
  const barOnly = children === undefined;
  const steps = orientation === 'vertical' ? VERTICAL_STEP : HORIZONTAL_STEP;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = tabs.length;
    // Manual activation moves from the focused tab, which need not be the selected one.
    const focused = tabElements.current.findIndex((element) => element === event.target);
    const from = activation === 'manual' && focused >= 0 ? focused : focusable;
    let next: number;
    if (event.key in steps) next = (from + steps[event.key]! + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else return;
    event.preventDefault();
    if (activation === 'automatic') onSelect(next);
    tabElements.current[next]?.focus();
  };

  const bar = (
    <div
      className={barOnly ? className : `${className}__tabs`}
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      onKeyDown={move}
      ref={listRef}
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
          aria-controls={barOnly && !ownPanelId ? undefined : panelId}
          tabIndex={index === focusable ? 0 : -1}
          onClick={() => onSelect(index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
  if (barOnly) return bar;
  return (
    <div className={className}>
      {bar}
      <div
        id={panelId}
        className={`${className}__panel`}
        role="tabpanel"
        aria-labelledby={tabId(focusable)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
