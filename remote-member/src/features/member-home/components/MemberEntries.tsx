import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogout, useSystemStatusStore } from '@lobby/shared';
import { CustomerServiceSheet } from '@lobby/shared/customer-service';
import { useInboxUnread } from '../hooks/use-inbox-unread';
import type { MemberTemplate } from '../hooks/use-member-template';
import { badgeText, visibleEntries, type MemberEntry } from '../utils/entries';
import { Icon } from './icons';

/**
 * The member centre's entries, each shown only when its white-label flag is on: list rows in
 * the base template, a grid of tiles in the new one. Customer service opens the service sheet;
 * sign-out asks first (useLogout).
 */
export function MemberEntries({ template }: { template: MemberTemplate }) {
  const { t } = useTranslation('member');
  const flags = useSystemStatusStore((state) => state.status?.info.whitelabel);
  const unread = useInboxUnread();
  const logout = useLogout();
  const [serviceOpen, setServiceOpen] = useState(false);
  const block = template === 'new' ? 'member-tiles' : 'member-entries';

  const content = (entry: MemberEntry) => (
    <>
      <Icon name={entry.id} className={`${block}__icon`} />
      <span className={`${block}__label`}>{t(`entries.${entry.id}`)}</span>
      {entry.id === 'inbox' && unread > 0 ? (
        <span className="member-home-badge">
          <span aria-hidden="true">{badgeText(unread)}</span>
          <span className="visually-hidden">{t('unreadBadge', { n: badgeText(unread) })}</span>
        </span>
      ) : null}
      {template === 'base' ? <Icon name="chevron" className={`${block}__chevron`} /> : null}
    </>
  );

  return (
    <nav className={block} aria-label={t('entries.title')}>
      <ul className={`${block}__list`}>
        {visibleEntries((flag) => flags?.[flag] === true).map((entry) => (
          <li key={entry.id}>
            {entry.to === 'service' || entry.to === 'logout' ? (
              <button
                type="button"
                className={`${block}__item`}
                onClick={() => (entry.to === 'service' ? setServiceOpen(true) : void logout())}
              >
                {content(entry)}
              </button>
            ) : (
              <Link className={`${block}__item`} to={entry.to}>
                {content(entry)}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <CustomerServiceSheet open={serviceOpen} onClose={() => setServiceOpen(false)} />
    </nav>
  );
}
