import { useTranslation } from 'react-i18next';
import { unreadLabel } from '../utils/unread';

/** A count badge (99+ above 99); screen readers hear "3 unread". Nothing when zero. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('member');
  if (count <= 0) return null;
  const label = unreadLabel(count);
  return (
    <span className="member-badge">
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{t('unreadBadge', { n: label })}</span>
    </span>
  );
}
