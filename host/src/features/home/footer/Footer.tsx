import { useTranslation } from 'react-i18next';
import { Logo } from '../../header/Logo';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="host-footer">
      <Logo />
      <p className="host-footer__licensed">{t('footer.licensed')}</p>
      <p className="host-footer__tagline">
        <span className="host-footer__age" aria-hidden="true">
          18+
        </span>
        {t('footer.tagline')}
      </p>
      <p className="host-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
