import { useTranslation } from 'react-i18next';
import { ShareIcon } from './ShareIcon';

/**
 * Safari's add-to-home-screen steps (spec section 2, add-to-home guide): Share, "Add to Home
 * Screen", Add; and where older iOS (12.1 and below, 11 and below) keeps them.
 */
export function AddToHomeGuide() {
  const { t } = useTranslation('common');
  return (
    <section className="host-add-home" aria-labelledby="host-add-home-title">
      <h3 id="host-add-home-title" className="host-add-home__title">
        {t('pwa.iosGuide.title')}
      </h3>
      <ol className="host-add-home__steps">
        <li>
          <ShareIcon />
          {t('pwa.iosGuide.step1')}
        </li>
        <li>{t('pwa.iosGuide.step2')}</li>
        <li>{t('pwa.iosGuide.step3')}</li>
      </ol>
      <p className="host-add-home__legacy">{t('pwa.iosGuide.legacy')}</p>
    </section>
  );
}
