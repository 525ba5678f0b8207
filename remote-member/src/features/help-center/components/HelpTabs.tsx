import { useId, useRef, type KeyboardEvent } from 'react';
import type { HelpArticle } from '@lobby/platform-api/contract';
import { HelpArticleBody } from './HelpArticleBody';

interface HelpTabsProps {
  articles: readonly HelpArticle[];
  selected: number;
  onSelect: (index: number) => void;
  /** The accessible name of the list of titles. */
  label: string;
}

/** Keys that move between titles (a vertical list, but left/right work too on a phone keyboard). */
const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The titles as a vertical tab list beside the open article (WAI-ARIA tabs pattern: one tab in
 * the tab order, arrow keys, Home and End move and open at once).
 */
export function HelpTabs({ articles, selected, onSelect, label }: HelpTabsProps) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const article = articles[selected]!;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = articles.length - 1;
    let next: number;
    if (event.key in STEP) next = (selected + STEP[event.key]! + articles.length) % articles.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="member-help">
      <div
        className="member-help__tabs"
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        onKeyDown={move}
      >
        {articles.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            className="member-help__tab"
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div
        id={panelId}
        className="member-help__panel"
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        <h2 className="member-help__heading">{article.title}</h2>
        <HelpArticleBody key={article.id} html={article.content} />
      </div>
    </div>
  );
}
