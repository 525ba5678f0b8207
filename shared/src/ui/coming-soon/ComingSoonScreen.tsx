import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';

export interface ComingSoonScreenProps {
  /** The name of the page that is not built yet (the owner's own words, localized). */
  title: string;
}

/**
 * A route whose screen is not built yet: the page's title, a "Coming soon" heading, a short
 * explanation and a way home, so no route of the table renders an empty page. The way back is
 * the site header's back button right above (one step back, or home on the first page); a
 * second arrow here would repeat it.
 */
export function ComingSoonScreen({ title }: ComingSoonScreenProps) {
  const { t } = useTranslation('common');

  return (
    <section className="lb-coming-soon">
      <div className="lb-title-bar">
        <h1 className="lb-title-bar__title">{title}</h1>
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
