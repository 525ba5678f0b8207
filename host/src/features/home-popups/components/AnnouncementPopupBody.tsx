import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ServerHtml, toSafeUrl } from '@lobby/shared';

interface Props {
  /** Sanitized HTML (see popup-html.ts). */
  html: string;
  /** Called before a link inside the popup leads to a page of this site. */
  onLeave: () => void;
}

/** An announcement popup's operator HTML; its links to this site's pages stay in the app. */
export function AnnouncementPopupBody({ html, onLeave }: Props) {
  const navigate = useNavigate();
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    const path = link ? toSafeUrl(link.getAttribute('href'))?.appPath : null;
    if (!path) return;
    event.preventDefault();
    onLeave();
    navigate(path);
  };
  return (
    // The links inside are real links (keyboard users press them); this only routes their click.
    // ServerHtml contains the operator's positioned boxes inside the popup.
    <ServerHtml className="host-popup__html" onClick={followSiteLink} html={html} />
  );
}
