import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import {
  BonusIcon,
  HomeIcon,
  InviteIcon,
  MegaphoneIcon,
  useSystemStatusStore,
  type IconProps,
} from '@lobby/shared';
import type { ComponentType } from 'react';
import { badgeText, FOOTER_ITEMS, type FooterId } from '../utils/entries';
import '../agent-menu.css';

const ICONS: Record<FooterId, ComponentType<IconProps>> = {
  home: HomeIcon,
  register: InviteIcon,
  dividend: BonusIcon,
  notices: MegaphoneIcon,
};

export interface AgentFooterProps {
  unreadNotices: number;
  /** Whether the agent's dividends are shown (the dividend item appears only then). */
  dividendsShown: boolean;
  /** A dividend contract offer waits for the agent's answer (the item says so). */
  dividendOfferWaiting?: boolean;
}

/** The agent home's footer: home, agent register, agent dividend, notices (types A). */
export function AgentFooter({
  unreadNotices,
  dividendsShown,
  dividendOfferWaiting = false,
}: AgentFooterProps) {
  const { t } = useTranslation('agent');
  const flags = useSystemStatusStore((state) => state.status?.info.whitelabel);
  const items = FOOTER_ITEMS.filter(
    (item) =>
      (!item.whitelabel || flags?.[item.whitelabel] === true) &&
      (!item.dividendsOnly || dividendsShown),
  );
  return (
    <nav className="agent-footer" aria-label={t('footer.label')}>
      <ul>
        {items.map((item) => {
          const Icon = ICONS[item.id];
          return (
            <li key={item.id}>
              <NavLink className="agent-footer__item" to={item.path} end>
                <Icon size={22} />
                <span>{t(`footer.${item.id}`)}</span>
                {item.id === 'notices' && unreadNotices > 0 ? (
                  <span className="agent-badge agent-badge--footer">
                    {badgeText(unreadNotices)}
                    <span className="lb-visually-hidden"> {t('unread')}</span>
                  </span>
                ) : null}
                {item.id === 'dividend' && dividendOfferWaiting ? (
                  <span className="agent-badge agent-badge--footer">
                    1<span className="lb-visually-hidden"> {t('footer.offerWaiting')}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
