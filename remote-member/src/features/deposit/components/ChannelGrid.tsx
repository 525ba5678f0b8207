import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@lobby/platform-api/contract';
import { formatMoney } from '@lobby/shared';
import { WalletIcon } from './icons';

/** The new template (dep_func '1'): channel cards in a grid, each opening the amount sheet. */
export function ChannelGrid({
  channels,
  currencySymbol,
  onChoose,
}: {
  channels: DepositChannel[];
  currencySymbol: string;
  onChoose: (channel: DepositChannel) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <ul className="wallet-channel-grid" aria-label={t('deposit.channels')}>
      {channels.map((channel) => (
        <li key={channel.code}>
          <button type="button" className="wallet-channel-card" onClick={() => onChoose(channel)}>
            <span
              className={`wallet-channel-card__icon wallet-kind--${channel.kind.toLowerCase()}`}
            >
              <WalletIcon name={channel.kind} width={28} height={28} />
            </span>
            <span className="wallet-channel-card__name">{channel.name}</span>
            {/* The kind only when the name does not already say it. */}
            {t(`kind.${channel.kind}`) !== channel.name ? (
              <span className="wallet-channel-card__kind">{t(`kind.${channel.kind}`)}</span>
            ) : null}
            <span className="wallet-channel-card__range">
              {formatMoney(channel.minAmount, currencySymbol)} –{' '}
              {formatMoney(channel.maxAmount, currencySymbol)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
