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
      <p className="host-footer__responsible">
        <Link to={paths.responsibleGaming}>{t('footer.responsible')}</Link>
      </p>
      <p className="host-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
