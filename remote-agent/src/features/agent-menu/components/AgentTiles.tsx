import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ChartIcon,
  GiftIcon,
  HeadsetIcon,
  InviteIcon,
  MailIcon,
  RecordIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
  BonusIcon,
  BagIcon,
  useSystemStatusStore,
  type IconProps,
} from '@lobby/shared';
import { CustomerServiceSheet } from '@lobby/shared/customer-service';
import { badgeText, TILES, type TileId } from '../utils/entries';
import '../agent-menu.css';

const ICONS: Record<TileId, ComponentType<IconProps>> = {
  teamOverview: ChartIcon,
  transactionRecord: RecordIcon,
  teamMembers: UserIcon,
  redRain: GiftIcon,
  teamPnl: WalletIcon,
  teamBetting: BagIcon,
  agentRebate: BonusIcon,
  teamRebate: InviteIcon,
  securityCenter: ShieldIcon,
  inbox: MailIcon,
  customerService: HeadsetIcon,
};

/** The agent home's tiles the brand's white-label menu allows; the inbox with its unread badge. */
export function AgentTiles({ unreadInbox }: { unreadInbox: number }) {
  const { t } = useTranslation('agent');
  const flags = useSystemStatusStore((state) => state.status?.info.whitelabel);
  const [serviceOpen, setServiceOpen] = useState(false);
  const shown = TILES.filter((tile) => !tile.whitelabel || flags?.[tile.whitelabel] === true);
  return (
    <nav className="agent-tiles" aria-label={t('tiles.label')}>
      <ul>
        {shown.map((tile) => {
          const Icon = ICONS[tile.id];
          const badge =
            tile.id === 'inbox' && unreadInbox > 0 ? (
              <span className="agent-badge">
                {badgeText(unreadInbox)}
                <span className="lb-visually-hidden"> {t('unread')}</span>
              </span>
            ) : null;
          const body = (
            <>
              <span className="agent-tile__icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <span className="agent-tile__label">{t(`tiles.${tile.id}`)}</span>
              {badge}
            </>
          );
          return (
            <li key={tile.id}>
              {tile.path ? (
                <Link className="agent-tile" to={tile.path}>
                  {body}
                </Link>
              ) : (
                <button type="button" className="agent-tile" onClick={() => setServiceOpen(true)}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <CustomerServiceSheet open={serviceOpen} onClose={() => setServiceOpen(false)} />
    </nav>
  );
}
