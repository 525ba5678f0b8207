import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from './icons';

/** Title bar of a page the host shows without its header (the message center): back + title. */
export function PageTitleBar({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  return (
    <header className="member-title-bar">
      <button
        type="button"
        className="member-icon-button"
        aria-label={t('back')}
        onClick={() => navigate(backTo)}
      >
        <Icon name="back" />
      </button>
      <h1 className="member-title-bar__title">{title}</h1>
      <span className="member-title-bar__spacer" aria-hidden="true" />
    </header>
  );
}
