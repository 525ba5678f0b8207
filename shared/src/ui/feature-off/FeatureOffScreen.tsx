import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { useSystemStatusStore } from '../../status/system-status-store';
import type { WhitelabelKey } from '../../status/system-status-types';

/**
 * A screen whose white-label feature the brand has off: its title, 'Not available' and a way
 * home (the site header's back button above goes one step back), so a screen opened by URL
 * never shows a feature the menu hides. The server refuses its calls too (403 FEATURE_OFF).
 */
export function FeatureOffScreen({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="lb-coming-soon">
      <div className="lb-title-bar">
        <h1 className="lb-title-bar__title">{title}</h1>
      </div>
      <div className="lb-coming-soon__body">
        <h2 className="lb-coming-soon__heading">{t('featureOff.heading')}</h2>
        <p className="lb-coming-soon__text">{t('featureOff.body', { page: title })}</p>
        <Link to={paths.home} className="lb-btn lb-btn--primary">
          {t('featureOff.backHome')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The screen when the brand's switch is on, FeatureOffScreen when it is off. While the status
 * is not known yet the screen shows (its calls answer FEATURE_OFF if the switch is off).
 */
export function WhitelabelGate({
  flag,
  title,
  children,
}: {
  flag: WhitelabelKey;
  title: string;
  children: ReactNode;
}) {
  const off = useSystemStatusStore(
    (state) => state.status !== null && state.status.info.whitelabel[flag] !== true,
  );
  return off ? <FeatureOffScreen title={title} /> : <>{children}</>;
}
