import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@lobby/shared';

/** Home's footer; the brand mark comes from the page that composes it (the header's Logo). */
export function Footer({ logo }: { logo: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <footer className="host-footer">
      {logo}
      <p className="host-footer__licensed">{t('footer.licensed')}</p>
      <p className="host-footer__tagline">
        <span className="host-footer__age" aria-hidden="true">
          18+
        </span>
        <span className="lb-visually-hidden">{t('footer.adultsOnly')}</span>
        {t('footer.tagline')}
      </p>
      {/* Public pages: a visitor reads the terms and the help on offer before registering. */}
      <nav className="host-footer__links" aria-label={t('footer.legal')}>
        <Link to={paths.playResponsibly}>{t('footer.responsible')}</Link>
        <Link to={paths.terms}>{t('footer.terms')}</Link>
        <Link to={paths.privacy}>{t('footer.privacy')}</Link>
      </nav>
      <p className="host-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
