import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SecurityOverview } from '@lobby/platform-api/contract';
import { ChevronRightIcon, paths } from '@lobby/shared';
import { SECURITY_SECTIONS, type SecuritySection } from '../utils/sections';
import '../security.css';

/** The state of one section, as its row says it. */
function stateOf(section: SecuritySection, data: SecurityOverview, t: TFunction) {
  switch (section) {
    case 'password':
      return {
        text: data.paymentPasswordSet ? t('state.set') : t('state.notSet'),
        ok: data.paymentPasswordSet,
      };
    case 'mobile':
      return { text: data.mobile ?? t('state.notBound'), ok: data.mobile !== null };
    case 'email':
      return { text: data.email ?? t('state.notBound'), ok: data.email !== null };
    case 'accounts':
      return {
        text: t('state.accounts', { n: data.payoutAccounts, max: data.maxPayoutAccounts }),
        ok: data.payoutAccounts > 0,
      };
    case 'twoFactor':
      return {
        text: data.twoFactorEnabled ? t('state.on') : t('state.off'),
        ok: data.twoFactorEnabled,
      };
    case 'sessions':
      return { text: t('state.devices', { n: data.activeSessions }), ok: true };
    case 'history':
      return { text: t('state.last90'), ok: true };
  }
}

/**
 * The security centre's list: every section with its current state, each opening its screen,
 * then the responsible-gaming page (its own route: limits, reality check, time-out).
 */
export function SecurityOverviewList({ data }: { data: SecurityOverview }) {
  const { t } = useTranslation('security');
  return (
    <ul className="security-list">
      {SECURITY_SECTIONS.map((section) => {
        const state = stateOf(section, data, t);
        return (
          <li key={section}>
            <Link className="security-list__row" to={{ search: `?section=${section}` }}>
              <span className="security-list__label">{t(`sections.${section}`)}</span>
              <span
                className={`security-list__state${state.ok ? '' : ' security-list__state--todo'}`}
              >
                {state.text}
              </span>
              <ChevronRightIcon size={18} aria-hidden="true" />
            </Link>
          </li>
        );
      })}
      <li>
        <Link className="security-list__row" to={paths.responsibleGaming}>
          <span className="security-list__label">{t('sections.responsibleGaming')}</span>
          <span className="security-list__state">{t('state.responsibleGaming')}</span>
          <ChevronRightIcon size={18} aria-hidden="true" />
        </Link>
      </li>
    </ul>
  );
}
