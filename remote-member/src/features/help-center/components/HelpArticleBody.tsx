import { useMemo } from 'react';
import { OperatorHtml } from '../../../components/OperatorHtml';
import { htmlToText } from '../../../utils/html-text';

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
