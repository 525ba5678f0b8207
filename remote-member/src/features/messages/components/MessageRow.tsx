import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@lobby/shared';
import { Icon } from './icons';
import { UnreadBadge } from './UnreadBadge';

type RowIcon = 'telegram' | 'megaphone' | 'inbox' | 'chat' | 'affiliate';

interface RowContent {
  icon: RowIcon;
  label: string;
  hint: string;
  unread?: number;
  /** Said after the label to screen readers, e.g. "opens in a new window". */
  note?: string;
}

function RowInner({ icon, label, hint, unread = 0, note }: RowContent): ReactNode {
  return (
    <>
      <span className={`member-row__icon member-row__icon--${icon}`}>
        <Icon name={icon} />
      </span>
      <span className="member-row__text">
        <span className="member-row__label">{label}</span>
        <span className="member-row__hint">{hint}</span>
        {note ? <span className="visually-hidden">{note}</span> : null}
      </span>
      <UnreadBadge count={unread} />
      <ChevronRightIcon strokeWidth={1.8} className="member-row__chevron" />
    </>
  );
}

/** A message-center row that goes to a screen of the site. */
export function MessageLinkRow({
  to,
  onClick,
  ...content
}: RowContent & { to: string; onClick?: (event: MouseEvent) => void }) {
  return (
    <li>
      <Link className="member-row" to={to} onClick={onClick}>
        <RowInner {...content} />
      </Link>
    </li>
  );
}

/** A message-center row that does something (opens a chat, asks to log in). */
export function MessageButtonRow({ onClick, ...content }: RowContent & { onClick: () => void }) {
  return (
    <li>
      <button type="button" className="member-row" onClick={onClick}>
        <RowInner {...content} />
      </button>
    </li>
  );
}
