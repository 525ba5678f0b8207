import type { HelpArticle } from '@lobby/platform-api/contract';
import { TabList } from '@lobby/shared';
import { HelpArticleBody } from './HelpArticleBody';

interface HelpTabsProps {
  articles: readonly HelpArticle[];
  selected: number;
  onSelect: (index: number) => void;
  /** The accessible name of the list of titles. */
  label: string;
}

/** The titles as a vertical tab list (a side menu) beside the open article. */
export function HelpTabs({ articles, selected, onSelect, label }: HelpTabsProps) {
  const article = articles[selected]!;
  return (
    <TabList
      tabs={articles.map((item) => ({ key: item.id, label: item.title }))}
      selected={selected}
      onSelect={onSelect}
      label={label}
      orientation="vertical"
      className="member-help"
    >
      <h2 className="member-help__heading">{article.title}</h2>
      <HelpArticleBody key={article.id} html={article.content} />
    </TabList>
  );
}
