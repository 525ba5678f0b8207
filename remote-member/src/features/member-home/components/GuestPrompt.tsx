import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@lobby/shared';

/** A trial account's member centre: the register-now prompt (spec section 4) in its place. */
export function GuestPrompt() {
  const { t } = useTranslation('common');
  return (
    <div className="member-page">
      <section className="member-guest" aria-labelledby="member-guest-title">
        <h1 className="member-guest__title" id="member-guest-title">
          {t('guest.registerTitle')}
        </h1>
        <p className="member-guest__body">{t('guest.registerBody')}</p>
        <div className="member-hero__actions">
          <Link className="lb-btn lb-btn--ghost lb-btn--lg" to={paths.login}>
            {t('guest.goLogin')}
          </Link>
          <Link className="lb-btn lb-btn--primary lb-btn--lg" to={paths.register}>
            {t('guest.registerNow')}
          </Link>
        </div>
      </section>
    </div>
  );
}
