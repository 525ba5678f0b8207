import { useMemo } from 'react';
import { htmlToText, OperatorHtml } from '@lobby/shared/operator-html';

/** An article's operator HTML, sanitized; links to the site's own pages move inside the app. */
export function HelpArticleBody({ html }: { html: string }) {
  const text = useMemo(() => htmlToText(html), [html]);
  return (
    <OperatorHtml
      html={html}
      text={text}
      className="member-help__html"
      textClassName="member-help__html"
    />
  );
}
