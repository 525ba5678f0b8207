import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ServerHtml, useSanitizedHtml } from '@lobby/shared';
import { htmlToText } from '../../../utils/html-text';
import { siteLinkPath } from '../../../utils/site-link';

/** An article's operator HTML, sanitized; links to the site's own pages move inside the app. */
export function HelpArticleBody({ html }: { html: string }) {
  const safe = useSanitizedHtml(html);
  const text = useMemo(() => htmlToText(html), [html]);
  const navigate = useNavigate();
  // Until the sanitizer has loaded (first use only) the plain text stands in, never raw HTML.
  if (safe === null) return <p className="member-help__html">{text}</p>;

  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const path = siteLinkPath(event);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    // The links inside are the interactive elements; this only routes their clicks.
    // ServerHtml contains the operator's positioned boxes inside the article.
    <ServerHtml className="member-help__html" onClick={followSiteLink} html={safe} />
  );
}
