import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { BackIcon } from '../icons';

export interface ComingSoonScreenProps {
  /** The name of the page that is not built yet (the owner's own words, localized). */
  title: string;
}

/**
 * A route whose screen is not built yet: the page's title bar, a "Coming soon" heading, a
 * short explanation and a way home, so no route of the table renders an empty page.
 */
export function ComingSoonScreen({ title }: ComingSoonScreenProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has no step to go back to: back goes home (like the header's).
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <section className="lb-coming-soon">
      <div className="lb-title-bar">
        <button
          type="button"
          className="lb-icon-btn"
          aria-label={t('header.back')}
          onClick={goBack}
        >
          <BackIcon />
        </button>
        <h1 className="lb-title-bar__title">{title}</h1>
        <span className="lb-title-bar__spacer" aria-hidden="true" />
      </div>
      <div className="lb-coming-soon__body">
        <svg
          className="lb-coming-soon__art"
          width="72"
          height="72"
          viewBox="0 0 72 72"
          aria-hidden="true"
        >
          <circle cx="36" cy="36" r="30" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M36 18v18l12 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 className="lb-coming-soon__heading">{t('comingSoonPage.title')}</h2>
        <p className="lb-coming-soon__text">{t('comingSoonPage.body', { page: title })}</p>
        <Link to={paths.home} className="lb-btn lb-btn--primary">
          {t('comingSoonPage.backHome')}
        </Link>
      </div>
    </section>
  );
}
