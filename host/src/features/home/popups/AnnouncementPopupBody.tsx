import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

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
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    onLeave();
    navigate(href);
  };
  return (
    // The links inside are real links (keyboard users press them); this only routes their click.
    <div
      className="host-popup__html"
      onClick={followSiteLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
