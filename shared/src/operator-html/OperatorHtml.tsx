import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
// From the main entry by name: this subpath entry is bundled into the apps that import it,
// while ServerHtml and the sanitizer stay the one shared singleton.
import { ServerHtml, useSanitizedHtml } from '@lobby/shared';
import { siteLinkPath } from './site-link';

export interface OperatorHtmlProps {
  /** The operator's HTML, not yet sanitized. */
  html: string;
  /** Its plain text, shown until the sanitizer has loaded (first use only), never raw HTML. */
  text: string;
  className: string;
  textClassName: string;
}

/**
 * Operator HTML (notices, inbox, help articles): sanitized, its positioned boxes contained by
 * ServerHtml, and links to the site's own pages moved inside the app instead of reloading it.
 */
export function OperatorHtml({ html, text, className, textClassName }: OperatorHtmlProps) {
  const safe = useSanitizedHtml(html);
  const navigate = useNavigate();
  if (safe === null) return <p className={textClassName}>{text}</p>;

  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const path = siteLinkPath(event);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  // The links inside are the interactive elements; this only routes their clicks.
  return <ServerHtml className={className} onClick={followSiteLink} html={safe} />;
}
