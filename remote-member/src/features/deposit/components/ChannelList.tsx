import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@lobby/platform-api/contract';
import { formatMoney } from '@lobby/shared';

/** The base template: a plain list of channels to choose one, the amount form below it. */
export function ChannelList({
  channels,
  currencySymbol,
  selected,
  onChoose,
}: {
  channels: DepositChannel[];
  currencySymbol: string;
  selected: string | null;
  onChoose: (channel: DepositChannel) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-channel-list" role="radiogroup" aria-label={t('deposit.channels')}>
      {channels.map((channel) => (
        <button
          key={channel.code}
          type="button"
          role="radio"
          aria-checked={selected === channel.code}
          className="wallet-channel-row"
          onClick={() => onChoose(channel)}
        >
          <span className="wallet-channel-row__radio" aria-hidden="true" />
          <span className="wallet-channel-row__text">
            <span className="wallet-channel-row__name">{channel.name}</span>
            <span className="wallet-channel-row__range">
              {t(`kind.${channel.kind}`) !== channel.name ? `${t(`kind.${channel.kind}`)} · ` : ''}
              {formatMoney(channel.minAmount, currencySymbol)} –{' '}
              {formatMoney(channel.maxAmount, currencySymbol)}
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}
