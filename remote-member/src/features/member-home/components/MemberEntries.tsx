import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSystemStatusStore } from '@lobby/shared';
import { Icon } from './icons';
import { visibleEntries } from '../utils/entries';

export function MemberEntries() {
  const { t } = useTranslation('member');
  const flags = useSystemStatusStore((state) => state.status?.info.whitelabel);
  return (
    <nav className="member-entries" aria-label={t('entries.title')}>
      <ul className="member-entries__list">
        {visibleEntries((flag) => flags?.[flag] === true).map((entry) => (
          <li key={entry.id}>
            <Link className="member-entries__item" to={entry.to}>
              <Icon name={entry.id} className="member-entries__icon" />
              <span className="member-entries__label">{t(`entries.${entry.id}`)}</span>
              <Icon name="chevron" className="member-entries__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
